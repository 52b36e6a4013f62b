import { Box, createIcon, IconButton, Input, type InputProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type Ref } from 'react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const EyeIcon = createIcon({
  displayName: 'EyeIcon',
  path: [<path key="lid" {...stroke} d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />, <circle key="pupil" {...stroke} cx="12" cy="12" r="3" />],
});

const EyeOffIcon = createIcon({
  displayName: 'EyeOffIcon',
  path: [
    <path
      key="lid"
      {...stroke}
      d="M10.7 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6"
    />,
    <path key="slash" {...stroke} d="M2 2l20 20M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
  ],
});

type PasswordInputProps = Omit<InputProps, 'type'> & { ref?: Ref<HTMLInputElement> };

/** A password field with a show/hide toggle: typing a password on a phone keyboard is error-prone. */
export function PasswordInput({ ref, ...props }: PasswordInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" w="full">
      <Input ref={ref} type={visible ? 'text' : 'password'} pe="10" {...props} />
      <IconButton
        type="button"
        variant="ghost"
        size="sm"
        position="absolute"
        insetEnd="1"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        aria-label={visible ? t`Hide password` : t`Show password`}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
    </Box>
  );
}
