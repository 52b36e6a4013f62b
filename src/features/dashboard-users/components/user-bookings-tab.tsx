import { Badge, Box, Button, chakra, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { TBooking } from '../../../../contract/bookings';
import { AuditHistoryLink } from '../../../components/dashboard/audit-history-link';
import { CancelBookingDialog } from '../../../components/dashboard/cancel-booking-dialog';
import type { TCancelTarget } from '../../../components/dashboard/cancellation-api';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { BanIcon } from '../../../components/dashboard/dashboard-icons';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';
import { TicketIcon } from '../../../components/icons';
import { formatDateTime, formatShortDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { userBookingsQueryOptions } from '../api/dashboard-users.queries';
import { bookingState, BOOKING_STATE_LABELS, canCancelBooking } from '../user-records';
import { PagedTab } from './paged-tab';

type UserBookingsTabProps = {
  userId: number;
  page: number;
  onPageChange: (page: number) => void;
};

/** The Bookings tab: every admission the user bought, with "Cancel booking" on the ones still usable. */
export function UserBookingsTab({ userId, page, onPageChange }: UserBookingsTabProps) {
  const { t } = useLingui();
  const query = useQuery(userBookingsQueryOptions(userId, page));
  const [cancelling, setCancelling] = useState<TCancelTarget | null>(null);
  const cancel = (booking: TBooking) => setCancelling({ kind: 'booking', id: booking.id, number: booking.booking_number });
  return (
    <>
      <PagedTab
        query={query}
        loadingLabel={t`Loading bookings`}
        failureTitle={<Trans>Failed to fetch bookings</Trans>}
        isEmpty={(data) => data.bookings.length === 0}
        emptyIcon={<TicketIcon boxSize="6" />}
        emptyTitle={<Trans>No bookings yet</Trans>}
        onPageChange={onPageChange}
      >
        {(data) => <BookingList bookings={data.bookings} onCancel={cancel} />}
      </PagedTab>
      <CancelBookingDialog target={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

type BookingListProps = { bookings: TBooking[]; onCancel: (booking: TBooking) => void };

function BookingList({ bookings, onCancel }: BookingListProps) {
  const { t } = useLingui();
  return (
    <>
      <Box hideBelow="lg">
        <DataTable
          label={t`Bookings`}
          minW="4xl"
          head={
            <>
              <HeaderCell>
                <Trans>Booking</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Event</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Ticket</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Status</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Used</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Valid until</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Actions</Trans>
              </HeaderCell>
            </>
          }
        >
          {bookings.map((booking) => (
            <Row key={booking.id}>
              <Cell>
                <BookingNumber booking={booking} />
              </Cell>
              <Cell>
                <EventName booking={booking} />
              </Cell>
              <Cell>
                <bdi>{booking.ticket.name}</bdi>
              </Cell>
              <Cell>
                <BookingStateBadge booking={booking} />
              </Cell>
              <Cell numeric>
                <Usage booking={booking} />
              </Cell>
              <Cell>
                <ValidUntil booking={booking} />
              </Cell>
              <Cell>
                <BookingActions booking={booking} onCancel={onCancel} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="lg" aria-label={t`Bookings`}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold">
                    <BookingNumber booking={booking} />
                  </Text>
                  <Text fontSize="sm">
                    <EventName booking={booking} />
                  </Text>
                </Stack>
                <BookingStateBadge booking={booking} />
              </HStack>
              <CardFields>
                <CardField label={<Trans>Ticket</Trans>}>
                  <bdi>{booking.ticket.name}</bdi>
                </CardField>
                <CardField label={<Trans>Used</Trans>}>
                  <Usage booking={booking} />
                </CardField>
                <CardField label={<Trans>Valid until</Trans>}>
                  <ValidUntil booking={booking} />
                </CardField>
              </CardFields>
              <BookingActions booking={booking} onCancel={onCancel} />
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
}

function BookingNumber({ booking }: { booking: TBooking }) {
  return (
    <Text as="span" fontFamily="mono" whiteSpace="nowrap" dir="ltr">
      {booking.booking_number}
    </Text>
  );
}

function EventName({ booking }: { booking: TBooking }) {
  const locale = useAppLocale();
  return (
    <Stack gap="0" minW="0">
      <ChakraLink asChild color="brand.fg" overflowWrap="anywhere">
        <Link to="/dashboard/events/$id" params={{ id: String(booking.event.id) }}>
          <bdi>{booking.event.name}</bdi>
        </Link>
      </ChakraLink>
      <Text as="span" fontSize="xs" color="fg.muted">
        <chakra.time dateTime={booking.event.start_date}>{formatShortDate(booking.event.start_date, locale)}</chakra.time>
      </Text>
    </Stack>
  );
}

function BookingStateBadge({ booking }: { booking: TBooking }) {
  const { i18n } = useLingui();
  const state = BOOKING_STATE_LABELS[bookingState(booking)];
  return (
    <Badge colorPalette={state.palette} variant="subtle" flexShrink="0">
      {i18n._(state.label)}
    </Badge>
  );
}

function Usage({ booking }: { booking: TBooking }) {
  const locale = useAppLocale();
  const used = formatCount(booking.usage.used, locale);
  const limit = formatCount(booking.usage.limit, locale);
  return (
    <Text as="span" whiteSpace="nowrap">
      <Trans>
        {used} / {limit}
      </Trans>
    </Text>
  );
}

function ValidUntil({ booking }: { booking: TBooking }) {
  const locale = useAppLocale();
  const until = booking.valid_until ?? booking.event.finish_date;
  return (
    <Text as="span" whiteSpace="nowrap">
      <chakra.time dateTime={until}>{formatDateTime(until, locale)}</chakra.time>
    </Text>
  );
}

/** The booking's history in the audit log (docs/architecture.md §12) and, while it is usable, "Cancel booking". */
function BookingActions({ booking, onCancel }: { booking: TBooking; onCancel: (booking: TBooking) => void }) {
  const { t } = useLingui();
  const number = booking.booking_number;
  return (
    <HStack gap="2" wrap="wrap">
      <AuditHistoryLink entity="booking" id={booking.id} label={t`History of booking ${number}`} />
      <CancelButton booking={booking} onCancel={onCancel} />
    </HStack>
  );
}

function CancelButton({ booking, onCancel }: { booking: TBooking; onCancel: (booking: TBooking) => void }) {
  const { t } = useLingui();
  if (!canCancelBooking(booking)) return null;
  const number = booking.booking_number;
  return (
    <Button variant="outline" colorPalette="red" size="xs" alignSelf="flex-start" aria-label={t`Cancel booking ${number}`} onClick={() => onCancel(booking)}>
      <BanIcon />
      <Trans>Cancel booking</Trans>
    </Button>
  );
}
