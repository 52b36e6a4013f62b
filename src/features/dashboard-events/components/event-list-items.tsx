import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TAdminEvent } from '../../../../contract/admin-catalogue';
import { formatDateTimeRange } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { inLocale, localizedName } from '../../../lib/localized-text';
import { RecordList, type RecordColumn } from '../../../components/dashboard/record-list';
import { EventRowActions } from './event-row-actions';
import { EventStatusBadge } from './event-status-badge';

/* An event's cells (docs/product.md §2 /dashboard/events): the events list is the one place events are listed. */
const COLUMNS: RecordColumn<TAdminEvent>[] = [
  {
    id: 'event',
    header: msg`Event`,
    card: 'title',
    cell: (event) => (
      <Stack gap="0.5" maxW="xs">
        <EventNameLink event={event} />
        <Text color="fg.muted" fontSize="xs" lineClamp={1}>
          <EventPlace event={event} />
        </Text>
      </Stack>
    ),
    cardCell: (event) => (
      <Stack gap="0.5" minW="0">
        <EventNameLink event={event} />
        <Text color="fg.muted" fontSize="sm">
          <EventPlace event={event} />
        </Text>
      </Stack>
    ),
  },
  { id: 'dates', header: msg`Dates`, card: 'line', cell: (event) => <EventDates event={event} /> },
  { id: 'status', header: msg`Status`, card: 'badge', cell: (event) => <EventStatusBadge status={event.status} /> },
  { id: 'sold', header: msg`Sold / total`, numeric: true, cell: (event) => <SoldOfTotal event={event} /> },
  { id: 'checked-in', header: msg`Checked in`, numeric: true, cell: (event) => <Count value={event.checked_in} /> },
  { id: 'actions', header: msg`Actions`, card: 'actions', cell: (event) => <EventActions event={event} /> },
];

/** The events as a table on desktop and as stacked cards on a phone, where six columns would not fit. */
export function EventListItems({ events }: { events: TAdminEvent[] }) {
  const { t } = useLingui();
  return <RecordList label={t`Events`} rows={events} columns={COLUMNS} minW="3xl" cardsBelow="md" />;
}

function EventActions({ event }: { event: TAdminEvent }) {
  const name = localizedName(event, useAppLocale());
  return <EventRowActions eventId={event.id} name={name} scannable={event.status !== 'cancelled'} />;
}

function Count({ value }: { value: number }) {
  return <>{formatCount(value, useAppLocale())}</>;
}

function EventNameLink({ event }: { event: TAdminEvent }) {
  const name = localizedName(event, useAppLocale());
  return (
    <ChakraLink asChild fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
      <Link to="/dashboard/events/$id" params={{ id: String(event.id) }}>
        <bdi>{name}</bdi>
      </Link>
    </ChakraLink>
  );
}

function EventPlace({ event }: { event: TAdminEvent }) {
  const locale = useAppLocale();
  const place = inLocale(event.location, event.location_ar, locale);
  return place ? <bdi>{place}</bdi> : <Trans>Location not available</Trans>;
}

function EventDates({ event }: { event: TAdminEvent }) {
  const locale = useAppLocale();
  return <time dateTime={event.start_date}>{formatDateTimeRange(event.start_date, event.finish_date, locale)}</time>;
}

function SoldOfTotal({ event }: { event: TAdminEvent }) {
  const locale = useAppLocale();
  const sold = formatCount(event.tickets_sold, locale);
  const total = formatCount(event.tickets_total, locale);
  return (
    <Text as="span" whiteSpace="nowrap">
      <Trans>
        {sold} / {total}
      </Trans>
    </Text>
  );
}
