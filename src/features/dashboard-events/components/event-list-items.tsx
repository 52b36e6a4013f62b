import { Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TAdminEvent } from '../../../../contract/admin-catalogue';
import { formatDateTimeRange } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { inLocale, localizedName } from '../../../lib/localized-text';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';
import { EventRowActions } from './event-row-actions';
import { EventStatusBadge } from './event-status-badge';

type EventListItemsProps = {
  events: TAdminEvent[];
};

/** The events as a table on desktop and as stacked cards on a phone, where six columns would not fit. */
export function EventListItems({ events }: EventListItemsProps) {
  const { t } = useLingui();
  return (
    <>
      <Box hideBelow="md">
        <DataTable
          label={t`Events`}
          minW="3xl"
          head={
            <>
              <HeaderCell>
                <Trans>Event</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Dates</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Status</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Sold / total</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Checked in</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Actions</Trans>
              </HeaderCell>
            </>
          }
        >
          {events.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="md" aria-label={t`Events`}>
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </Stack>
    </>
  );
}

function EventRow({ event }: { event: TAdminEvent }) {
  const locale = useAppLocale();
  const name = localizedName(event, locale);
  return (
    <Row>
      <Cell>
        <Stack gap="0.5" maxW="xs">
          <EventNameLink event={event} name={name} />
          <Text color="fg.muted" fontSize="xs" lineClamp={1}>
            <EventPlace event={event} />
          </Text>
        </Stack>
      </Cell>
      <Cell>
        <EventDates event={event} />
      </Cell>
      <Cell>
        <EventStatusBadge status={event.status} />
      </Cell>
      <Cell numeric>
        <SoldOfTotal event={event} />
      </Cell>
      <Cell numeric>{formatCount(event.checked_in, locale)}</Cell>
      <Cell>
        <EventRowActions eventId={event.id} name={name} scannable={event.status !== 'cancelled'} />
      </Cell>
    </Row>
  );
}

function EventCard({ event }: { event: TAdminEvent }) {
  const locale = useAppLocale();
  const name = localizedName(event, locale);
  return (
    <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="0.5" minW="0">
          <EventNameLink event={event} name={name} />
          <Text color="fg.muted" fontSize="sm">
            <EventPlace event={event} />
          </Text>
        </Stack>
        <EventStatusBadge status={event.status} />
      </HStack>
      <Text fontSize="sm">
        <EventDates event={event} />
      </Text>
      <CardFields>
        <CardField label={<Trans>Sold / total</Trans>}>
          <SoldOfTotal event={event} />
        </CardField>
        <CardField label={<Trans>Checked in</Trans>}>{formatCount(event.checked_in, locale)}</CardField>
      </CardFields>
      <EventRowActions eventId={event.id} name={name} scannable={event.status !== 'cancelled'} />
    </Stack>
  );
}

function EventNameLink({ event, name }: { event: TAdminEvent; name: string }) {
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

