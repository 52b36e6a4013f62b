import { Box, Input, Text, type InputProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

type DateInputProps = Omit<InputProps, 'type' | 'value' | 'onChange' | 'onClick'> & {
  /** `YYYY-MM-DD`, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * The events' date filter: docs/product.md §2, a click anywhere on the field opens the native picker, where the
 * browser has one (on today when empty). Empty, it reads "Any date" instead of the browser's "mm/dd/yyyy",
 * which looked like a filter already set (issue 15 item 2); the segments come back while it has focus.
 */
export function DateInput({ value, onChange, ...props }: DateInputProps) {
  const empty = value === '';
  return (
    <Box position="relative" w="full" className="group">
      <Input
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onClick={(event) => event.currentTarget.showPicker?.()}
        css={empty ? { '&:not(:focus)::-webkit-datetime-edit': { color: 'transparent' } } : undefined}
        {...props}
      />
      {empty ? (
        <Text
          aria-hidden="true"
          position="absolute"
          insetStart="3"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
          color="fg.muted"
          fontSize="sm"
          _groupFocusWithin={{ display: 'none' }}
        >
          <Trans>Any date</Trans>
        </Text>
      ) : null}
    </Box>
  );
}
