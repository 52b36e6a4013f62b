import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { checkInPercent } from '../lib/check-in-progress';
import { formatCount } from '../lib/numbers';
import { useAppLocale } from '../lib/store';

type CheckInBarProps = {
  checkedIn: number;
  sold: number;
  /** Names the bar ("Check-in progress for Muscat Jazz Night"). */
  label: string;
  /** Thicker, for the event's own Check-ins view; thin in a list row. */
  size?: 'sm' | 'md';
};

/** The share of sold bookings checked in, as a bar that reads "120 of 300 checked in" to screen readers. */
export function CheckInBar({ checkedIn, sold, label, size = 'sm' }: CheckInBarProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const percent = checkInPercent(checkedIn, sold);
  const checkedInLabel = formatCount(checkedIn, locale);
  const soldLabel = formatCount(sold, locale);
  return (
    <Box
      h={size === 'md' ? '3' : '2'}
      bg="bg.muted"
      rounded="full"
      overflow="hidden"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t`${checkedInLabel} of ${soldLabel} checked in`}
      aria-label={label}
    >
      <Box h="full" w={`${percent}%`} bg="brand.solid" rounded="full" transition="width 0.4s ease" />
    </Box>
  );
}
