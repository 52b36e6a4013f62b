import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminReport } from '../../../../contract/admin-people';
import { CheckInBar } from '../../../components/check-in-bar';
import { checkInPercent } from '../../../lib/check-in-progress';
import { formatCount, formatPercent } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { localizedName } from '../localized-name';
import { ReportSection, SectionEmpty } from './report-section';

type CheckInsSectionProps = {
  events: TAdminReport['check_ins'];
};

/**
 * Door progress of the upcoming and running events: a list whose text says every number ("120 of 300
 * checked in", the share) beside a progress bar, so it needs no separate table.
 */
export function CheckInsSection({ events }: CheckInsSectionProps) {
  const { t } = useLingui();
  const locale = useAppLocale();

  return (
    <ReportSection title={<Trans>Check-in progress</Trans>} description={<Trans>Upcoming and running events</Trans>}>
      {events.length === 0 ? (
        <SectionEmpty>
          <Trans>No upcoming or running events.</Trans>
        </SectionEmpty>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" aria-label={t`Check-in progress`}>
          {events.map((event) => {
            const eventName = localizedName(event, locale);
            const checkedInLabel = formatCount(event.checked_in, locale);
            const soldLabel = formatCount(event.sold, locale);
            return (
              <Stack as="li" key={event.event_id} gap="1.5">
                <HStack justify="space-between" align="baseline" gap="3">
                  <Text fontWeight="medium" minW="0" overflowWrap="anywhere">
                    <bdi>{eventName}</bdi>
                  </Text>
                  <Text fontWeight="semibold" color="brand.fg" flexShrink="0">
                    {formatPercent(checkInPercent(event.checked_in, event.sold), locale)}
                  </Text>
                </HStack>
                <CheckInBar checkedIn={event.checked_in} sold={event.sold} label={t`Check-in progress for ${eventName}`} />
                <Text fontSize="xs" color="fg.muted">
                  <Trans>
                    {checkedInLabel} of {soldLabel} checked in
                  </Trans>
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </ReportSection>
  );
}
