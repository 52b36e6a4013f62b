import { chakra, HStack, Text, type StackProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { ClockIcon } from '../../../components/icons';
import { useAppLocale } from '../../../lib/store';
import { formatCountdown, holdLeftMs } from '../checkout-state';

type HoldCountdownProps = {
  expiresAt: string | null;
  /** The page's clock (hooks/use-now.ts), so every countdown on it ticks together. */
  now: number;
};

/**
 * Minutes and seconds left on a seat hold, "04:32" in the reader's digits. A timer role: screen readers do not
 * announce each second, and read it when reached. Left to right in Arabic too, like any clock.
 */
export function HoldCountdown({ expiresAt, now }: HoldCountdownProps) {
  const locale = useAppLocale();
  return (
    <chakra.span role="timer" dir="ltr" fontVariantNumeric="tabular-nums" fontWeight="semibold" whiteSpace="nowrap" data-testid="hold-countdown">
      {formatCountdown(holdLeftMs({ expires_at: expiresAt }, now), locale)}
    </chakra.span>
  );
}

/** "Time left to pay: 04:32" with a clock, as the return page's box and a pending order's line show it. */
export function TimeLeftToPay({ expiresAt, now, ...frame }: HoldCountdownProps & StackProps) {
  return (
    <HStack gap="2" {...frame}>
      <ClockIcon color="orange.600" flexShrink="0" />
      <Text>
        <Trans>
          Time left to pay: <HoldCountdown expiresAt={expiresAt} now={now} />
        </Trans>
      </Text>
    </HStack>
  );
}
