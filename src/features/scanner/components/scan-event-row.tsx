import { Badge, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TScanEvent } from '../../../../contract/scans';
import { CheckInBar } from '../../../components/check-in-bar';
import { EventDateLine, EventLocationLine } from '../../../components/event-facts.plain';
import { QrCodeIcon } from '../../../components/wallet-icons';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';

type ScanEventRowProps = {
  event: TScanEvent;
  onToday: boolean;
  /** Administrators also get the way to the event's Check-ins view (door staff cannot open it). */
  showCheckIns: boolean;
};

/** One event of the door list: when and where, check-in progress, and the way into its scanner. */
export function ScanEventRow({ event, onToday, showCheckIns }: ScanEventRowProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const checkedIn = formatCount(event.checked_in, locale);
  const sold = formatCount(event.sold, locale);
  const eventName = event.name;

  return (
    <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" boxShadow="xs" p={{ base: '4', md: '5' }}>
      <EventDateLine
        startDate={event.start_date}
        aside={
          onToday ? (
            <Badge colorPalette="green" variant="solid" size="sm">
              <Trans>Today</Trans>
            </Badge>
          ) : null
        }
      />
      <Heading as="h2" size="md" textAlign="start" lineClamp={2}>
        <bdi>{event.name}</bdi>
      </Heading>
      <EventLocationLine location={event.location} lineClamp={1} />
      <Stack gap="1.5">
        <Text fontSize="sm" fontWeight="medium">
          <Trans>
            {checkedIn} / {sold} checked in
          </Trans>
        </Text>
        <CheckInBar checkedIn={event.checked_in} sold={event.sold} label={t`Check-in progress for ${eventName}`} />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '3' }} align={{ sm: 'center' }}>
        <Button asChild size="lg" w={{ base: 'full', sm: 'auto' }}>
          <Link to="/dashboard/event/$id/scan" params={{ id: String(event.id) }} aria-label={t`Scan tickets for ${eventName}`}>
            <QrCodeIcon />
            <Trans>Scan</Trans>
          </Link>
        </Button>
        {showCheckIns ? (
          <Button asChild variant="ghost" size="sm" alignSelf={{ base: 'center', sm: 'auto' }}>
            <Link to="/dashboard/events/$id" params={{ id: String(event.id) }} aria-label={t`Check-ins for ${eventName}`}>
              <Trans>Check-ins</Trans>
            </Link>
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
