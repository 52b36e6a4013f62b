import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckInBar } from '../../../components/check-in-bar';
import { checkInPercent } from '../../../lib/check-in-progress';
import { formatCount, formatPercent } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';

type CheckInsProgressProps = {
  checkedIn: number;
  sold: number;
  /** A background refresh is under way (every 15 s). */
  refreshing: boolean;
};

/** "120 of 300 checked in", the share, and a bar: the door's progress at a glance. */
export function CheckInsProgress({ checkedIn, sold, refreshing }: CheckInsProgressProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const percent = checkInPercent(checkedIn, sold);
  const checkedInLabel = formatCount(checkedIn, locale);
  const soldLabel = formatCount(sold, locale);
  const percentLabel = formatPercent(percent, locale);

  return (
    <Stack gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" data-testid="check-ins-count">
          <Trans>
            {checkedInLabel} of {soldLabel} checked in
          </Trans>
        </Text>
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg" lineHeight="1" data-testid="check-ins-percent">
          {percentLabel}
        </Text>
      </HStack>
      <CheckInBar checkedIn={checkedIn} sold={sold} label={t`Check-in progress`} size="md" />
      <HStack gap="2" fontSize="xs" color="fg.muted" minH="4">
        <Text>
          <Trans>Refreshes every 15 seconds.</Trans>
        </Text>
        {refreshing ? <Spinner size="xs" aria-hidden="true" /> : null}
      </HStack>
    </Stack>
  );
}
