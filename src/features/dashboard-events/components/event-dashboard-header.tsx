import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EventLocationLine } from '../../../components/event-facts';
import { CalendarIcon } from '../../../components/icons';
import { QrCodeIcon } from '../../../components/wallet-icons';
import { ApiError } from '../../../lib/api-client';
import { formatDateTimeRange } from '../../../lib/dates';
import { formatIdNumber } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import type { TEventHeader } from '../api/dashboard-events.queries';

type EventDashboardHeaderProps = {
  eventId: number;
  event: UseQueryResult<TEventHeader>;
};

/**
 * The event's name, dates and place, and the way to its scanner. The public event answers 404 once the
 * event is cancelled or over: the header then names the event by its number and the tabs still work.
 */
export function EventDashboardHeader({ eventId, event }: EventDashboardHeaderProps) {
  const locale = useAppLocale();
  const idLabel = formatIdNumber(eventId, locale);

  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'flex-start' }} gap="4">
      <Stack gap="2" minW="0">
        {event.isPending ? (
          <>
            <Skeleton h="9" w={{ base: 'full', md: 'md' }} />
            <Skeleton h="5" w={{ base: '3/4', md: 'sm' }} />
          </>
        ) : event.data ? (
          <>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg" textAlign="start">
              <bdi>{event.data.name}</bdi>
            </Heading>
            <HStack gap="2" color="fg.muted" fontSize="sm" align="flex-start">
              <CalendarIcon flexShrink="0" mt="0.5" />
              <Text>
                <time dateTime={event.data.start_date}>{formatDateTimeRange(event.data.start_date, event.data.finish_date, locale)}</time>
              </Text>
            </HStack>
            <EventLocationLine location={event.data.location} />
          </>
        ) : (
          <>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg" textAlign="start">
              <Trans>Event #{idLabel}</Trans>
            </Heading>
            <HStack gap="2" color="fg.muted" fontSize="sm" wrap="wrap">
              <Text>
                {event.error instanceof ApiError && event.error.status === 404 ? (
                  <Trans>The event's public details are not available: it may be cancelled or over.</Trans>
                ) : (
                  <Trans>Could not load the event details.</Trans>
                )}
              </Text>
              {event.error instanceof ApiError && event.error.status === 404 ? null : (
                <Button variant="plain" size="sm" colorPalette="brand" px="0" h="auto" textDecoration="underline" loading={event.isFetching} onClick={() => void event.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              )}
            </HStack>
          </>
        )}
      </Stack>
      <Button asChild colorPalette="brand" size={{ base: 'md', md: 'lg' }} flexShrink="0">
        <Link to="/dashboard/event/$id/scan" params={{ id: String(eventId) }}>
          <QrCodeIcon />
          <Trans>Open scanner</Trans>
        </Link>
      </Button>
    </Stack>
  );
}
