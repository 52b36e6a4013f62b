import { Button, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MinusIcon, PlusIcon } from '../../../components/wallet-icons';
import { useAppLocale } from '../../../lib/store';
import { formatCount } from '../../../lib/numbers';

type QuantityStepperProps = {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Labels the group (the visible "Quantity" label's id). */
  labelledBy: string;
};

type StepButtonProps = {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
};

function StepButton({ label, disabled, onClick, children }: StepButtonProps) {
  return (
    <Button type="button" variant="ghost" size="lg" px="0" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

/** − n + with large touch targets; the number is announced when it changes. */
export function QuantityStepper({ value, max, onChange, disabled = false, labelledBy }: QuantityStepperProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const shown = formatCount(value, locale);
  return (
    <HStack role="group" aria-labelledby={labelledBy} gap="0" borderWidth="1px" borderColor="border" rounded="lg" w="fit-content" bg="white">
      <StepButton label={t`Decrease quantity`} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        <MinusIcon />
      </StepButton>
      <Text as="output" aria-live="polite" minW="12" textAlign="center" fontSize="lg" fontWeight="semibold" data-testid="booking-quantity">
        {shown}
      </Text>
      <StepButton label={t`Increase quantity`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <PlusIcon />
      </StepButton>
    </HStack>
  );
}
