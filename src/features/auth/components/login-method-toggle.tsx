import { Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LOGIN_METHODS, type TLoginMethod } from '../schemas/login.schema';

type LoginMethodToggleProps = {
  value: TLoginMethod;
  onChange: (method: TLoginMethod) => void;
};

/** docs/product.md §2: login toggles between mobile and email. */
export function LoginMethodToggle({ value, onChange }: LoginMethodToggleProps) {
  const { t } = useLingui();
  const labels: Record<TLoginMethod, string> = { email: t`Email`, mobile: t`Mobile` };
  return (
    <HStack role="group" aria-label={t`Log in with`} gap="1" p="1" bg="bg.muted" rounded="lg">
      {LOGIN_METHODS.map((method) => {
        const selected = method === value;
        return (
          <Button
            key={method}
            type="button"
            flex="1"
            size="sm"
            variant={selected ? 'solid' : 'ghost'}
            colorPalette={selected ? 'brand' : 'gray'}
            aria-pressed={selected}
            onClick={() => onChange(method)}
          >
            {labels[method]}
          </Button>
        );
      })}
    </HStack>
  );
}
