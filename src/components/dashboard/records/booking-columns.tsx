import { Badge, Box, chakra, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TAdminBooking } from '../../../../contract/admin-catalogue';
import type { TBooking } from '../../../../contract/bookings';
import { formatDateTime, formatMonthDayTime, formatShortDate } from '../../../lib/dates';
import { inLocale } from '../../../lib/localized-text';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import type { RecordColumn } from '../record-list';
import { BookingActions } from './booking-actions';
import { bookingState, BOOKING_STATE_LABELS, type TBookingState } from './booking-state';

/*
 * A booking's cells, wherever a list of bookings is drawn: an event's Bookings tab (contract/admin-catalogue.ts)
 * and a user's (contract/bookings.ts, the member's shape). Both shapes carry what these cells read; a view picks
 * the columns of its context (an event's own tab has no Event column).
 */

/** What every booking on the dashboard carries, whichever audience's shape it comes in. */
export type TBookingRecord = {
  id: number;
  booking_number: string;
  status: TBookingState;
  cancelled?: boolean;
  usage: { used: number; limit: number };
  valid_until: string | null;
  /** The admin's reads both languages; the member's is in the request's language. */
  ticket: { name: string; name_ar?: string };
  /** A member's booking names its event: one valid to the event's end shows that end. */
  event?: { finish_date: string };
  /** An event's booking names its order: "Payment" opens it (docs/product.md §10). */
  invoice?: TAdminBooking['invoice'];
};

export type BookingColumnsOptions = {
  /** docs/product.md §4: only a booking still usable at the door can be cancelled. */
  onCancel: (booking: Pick<TBookingRecord, 'id' | 'booking_number'>) => void;
  /** Opens the booking's invoice: its payments and refunds (docs/product.md §10). Absent: no "Payment" button. */
  onOpenInvoice?: (invoice: TAdminBooking['invoice']) => void;
  /** Inside an event's own tab the event's year goes without saying: times are read without it. */
  withinEvent?: boolean;
};

export function bookingColumns({ onCancel, onOpenInvoice, withinEvent = false }: BookingColumnsOptions) {
  return {
    number: {
      id: 'booking',
      header: msg`Booking`,
      card: 'title',
      cell: (booking) => <BookingNumber number={booking.booking_number} />,
      cardCell: (booking) => (
        <Text fontWeight="semibold">
          <BookingNumber number={booking.booking_number} />
        </Text>
      ),
    } satisfies RecordColumn<TBookingRecord>,
    event: {
      id: 'event',
      header: msg`Event`,
      card: 'title',
      cell: (booking) => <EventName event={booking.event} />,
      cardCell: (booking) => (
        <Box fontSize="sm">
          <EventName event={booking.event} />
        </Box>
      ),
    } satisfies RecordColumn<Pick<TBooking, 'event'>>,
    ticket: {
      id: 'ticket',
      header: msg`Ticket`,
      // The ticket type leads a card's facts, whatever the table's order.
      cardOrder: -1,
      cell: (booking) => <TicketName ticket={booking.ticket} />,
    } satisfies RecordColumn<TBookingRecord>,
    customer: {
      id: 'customer',
      header: msg`Customer`,
      card: 'title',
      cell: (booking) => (
        <>
          <bdi>{booking.customer}</bdi>
          <BoughtBy booking={booking} />
        </>
      ),
      cardCell: (booking) => (
        <>
          <Text fontSize="sm" overflowWrap="anywhere">
            <bdi>{booking.customer}</bdi>
          </Text>
          <BoughtBy booking={booking} />
        </>
      ),
    } satisfies RecordColumn<TAdminBooking>,
    email: {
      id: 'email',
      header: msg`Email`,
      card: 'title',
      cell: (booking) => <Email email={booking.email} />,
      cardCell: (booking) => (
        <Text fontSize="sm" color="fg.muted">
          <Email email={booking.email} />
        </Text>
      ),
    } satisfies RecordColumn<TAdminBooking>,
    used: {
      id: 'used',
      header: msg`Used`,
      numeric: true,
      cell: (booking) => <Usage usage={booking.usage} />,
    } satisfies RecordColumn<TBookingRecord>,
    status: {
      id: 'status',
      header: msg`Status`,
      card: 'badge',
      cell: (booking) => <BookingStateBadge booking={booking} />,
    } satisfies RecordColumn<TBookingRecord>,
    validUntil: {
      id: 'valid-until',
      header: msg`Valid until`,
      cell: (booking) => <ValidUntil booking={booking} withYear={!withinEvent} />,
    } satisfies RecordColumn<TBookingRecord>,
    actions: {
      id: 'actions',
      header: msg`Actions`,
      card: 'actions',
      cell: (booking) => <BookingActions booking={booking} onCancel={onCancel} onOpenInvoice={onOpenInvoice} />,
    } satisfies RecordColumn<TBookingRecord>,
  };
}

function BookingNumber({ number }: { number: string }) {
  return (
    <Text as="span" fontFamily="mono" whiteSpace="nowrap" dir="ltr">
      {number}
    </Text>
  );
}

function EventName({ event }: { event: TBooking['event'] }) {
  const locale = useAppLocale();
  return (
    <Stack gap="0" minW="0">
      <ChakraLink asChild color="brand.fg" overflowWrap="anywhere">
        <Link to="/dashboard/events/$id" params={{ id: String(event.id) }}>
          <bdi>{event.name}</bdi>
        </Link>
      </ChakraLink>
      <Text as="span" fontSize="xs" color="fg.muted">
        <chakra.time dateTime={event.start_date}>{formatShortDate(event.start_date, locale)}</chakra.time>
      </Text>
    </Stack>
  );
}

function TicketName({ ticket }: { ticket: TBookingRecord['ticket'] }) {
  return <bdi>{inLocale(ticket.name, ticket.name_ar ?? '', useAppLocale())}</bdi>;
}

/** A ticket sent on (docs/product.md §4 Sending a ticket): the holder above, who bought it here. */
function BoughtBy({ booking }: { booking: Pick<TAdminBooking, 'holder_id' | 'buyer'> }) {
  if (booking.holder_id === null) return null;
  const buyer = booking.buyer.name;
  return (
    <Text as="span" display="block" fontSize="xs" color="fg.muted" data-testid="booking-bought-by">
      <Trans>
        Bought by <bdi>{buyer}</bdi>
      </Trans>
    </Text>
  );
}

function Email({ email }: { email: string }) {
  return (
    <Text as="span" dir="ltr" overflowWrap="anywhere">
      {email}
    </Text>
  );
}

function Usage({ usage }: { usage: TBookingRecord['usage'] }) {
  const locale = useAppLocale();
  const used = formatCount(usage.used, locale);
  const limit = formatCount(usage.limit, locale);
  return (
    <Text as="span" whiteSpace="nowrap">
      <Trans>
        {used} / {limit}
      </Trans>
    </Text>
  );
}

function BookingStateBadge({ booking }: { booking: TBookingRecord }) {
  const { i18n } = useLingui();
  const state = BOOKING_STATE_LABELS[bookingState(booking)];
  return (
    <Badge colorPalette={state.palette} variant="subtle" flexShrink="0">
      {i18n._(state.label)}
    </Badge>
  );
}

/** The end of the code's validity; without one, the event's end (docs/product.md §3 Booking). */
function ValidUntil({ booking, withYear }: { booking: TBookingRecord; withYear: boolean }) {
  const locale = useAppLocale();
  const until = booking.valid_until ?? booking.event?.finish_date ?? null;
  if (until === null) {
    return (
      <Text as="span" color="fg.muted">
        <Trans>The event's end</Trans>
      </Text>
    );
  }
  return (
    <Text as="span" whiteSpace="nowrap">
      <chakra.time dateTime={until}>{withYear ? formatDateTime(until, locale) : formatMonthDayTime(until, locale)}</chakra.time>
    </Text>
  );
}
