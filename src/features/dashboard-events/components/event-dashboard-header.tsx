import { AspectRatio, Box, Button, Heading, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TAdminEvent } from '../../../../contract/admin-catalogue';
import { EventLocationLine } from '../../../components/event-facts.plain';
import { CalendarIcon, TicketIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api-client';
import { formatDateTimeRange, formatFullDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/screen-error-messages';
import { formatCount, formatIdNumber } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { inLocale, localizedName } from '../../../lib/localized-text';
import { EventActions } from './event-actions';
import { EventStatusBadge } from './event-status-badge';

type EventDashboardHeaderProps = {
  eventId: number;
  event: UseQueryResult<TAdminEvent>;
};

/**
 * The event's poster, name, status, dates and place, its counts, and what the admin can do with it.
 * When the event does not load, the header names it by its number and the tabs still work.
 */
export function EventDashboardHeader({ eventId, event }: EventDashboardHeaderProps) {
  const locale = useAppLocale();
  const idLabel = formatIdNumber(eventId, locale);

  if (event.isPending) {
    return (
      <HStack gap="4" align="flex-start">
        <Skeleton w={{ base: '16', md: '24' }} h={{ base: '20', md: '32' }} rounded="md" flexShrink="0" />
        <Stack gap="2" flex="1">
          <Skeleton h="9" w={{ base: 'full', md: 'md' }} />
          <Skeleton h="5" w={{ base: '3/4', md: 'sm' }} />
        </Stack>
      </HStack>
    );
  }

  if (!event.data) {
    const notFound = event.error instanceof ApiError && event.error.status === 404;
    return (
      <Stack gap="2">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg" textAlign="start">
          <Trans>Event #{idLabel}</Trans>
        </Heading>
        <HStack gap="2" color="fg.muted" fontSize="sm" wrap="wrap">
          <Text role="alert">{notFound ? <Trans>This event could not be found.</Trans> : errorMessage(event.error)}</Text>
          {notFound ? null : (
            <Button variant="plain" size="sm" px="0" h="auto" textDecoration="underline" loading={event.isFetching} onClick={() => void event.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </HStack>
      </Stack>
    );
  }

  const data = event.data;
  const name = localizedName(data, locale);
  const sold = formatCount(data.tickets_sold, locale);
  const total = formatCount(data.tickets_total, locale);
  const checkedIn = formatCount(data.checked_in, locale);
  const cancelledOn = data.cancelled_at ? formatFullDateTime(data.cancelled_at, locale) : '';
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'flex-start' }} gap="4">
      <HStack gap={{ base: '3', md: '5' }} align="flex-start" minW="0">
        <Box w={{ base: '16', md: '24' }} flexShrink="0" rounded="md" overflow="hidden" borderWidth="1px" borderColor="border.muted">
          <AspectRatio ratio={4 / 5} bg="brand.50">
            {data.poster_image_url ? (
              <Image src={data.poster_image_url} srcSet={data.poster_srcset ?? undefined} sizes="96px" alt="" objectFit="cover" />
            ) : (
              <Box display="flex" alignItems="center" justifyContent="center" color="brand.300">
                <TicketIcon boxSize="6" />
              </Box>
            )}
          </AspectRatio>
        </Box>
        <Stack gap="2" minW="0">
          <HStack gap="2" wrap="wrap" align="center">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg" textAlign="start" overflowWrap="anywhere">
              <bdi>{name}</bdi>
            </Heading>
            <EventStatusBadge status={data.status} />
          </HStack>
          <HStack gap="2" color="fg.muted" fontSize="sm" align="flex-start">
            <CalendarIcon flexShrink="0" mt="0.5" />
            <Text>
              <time dateTime={data.start_date}>{formatDateTimeRange(data.start_date, data.finish_date, locale)}</time>
            </Text>
          </HStack>
          <EventLocationLine location={inLocale(data.location, data.location_ar, locale) || null} />
          <Text fontSize="sm">
            <Trans>
              Sold: {sold} of {total} · Checked in: {checkedIn}
            </Trans>
          </Text>
          {cancelledOn ? (
            <Text fontSize="sm" color="fg.error">
              <Trans>Cancelled on {cancelledOn}</Trans>
            </Text>
          ) : null}
        </Stack>
      </HStack>
      <EventActions event={data} />
    </Stack>
  );
}
