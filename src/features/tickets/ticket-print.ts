import { t } from '@lingui/core/macro';
import type { TBooking } from '../../../contract/bookings';
import type { TLocale } from '../../../contract/common';
import { formatDateTime, formatDateTimeRange } from '../../lib/dates';
import { statusNow } from '../../offline/tickets-store';
import { usageText } from './ticket-format';

/*
 * The printed ticket of /my-tickets/{id}/print and /my-tickets/print?invoice={id}: which tickets an order prints and
 * what each printed block says, from the booking alone, so it reads the same from the copy on this device
 * (docs/architecture.md §6).
 */

/** Whether a printed ticket still admits its holder; anything but `valid` is marked on the paper. */
export type TPrintState = 'valid' | 'used' | 'expired' | 'cancelled';

/** docs/product.md §4 "Booking status", as the device sees it now (an active ticket past its validity is expired). */
export function printState(booking: TBooking, now: number): TPrintState {
  if (booking.cancelled) return 'cancelled';
  const status = statusNow(booking, now);
  if (status === 'active') return 'valid';
  return status === 'completed' ? 'used' : 'expired';
}

/** Purchase order: the order's tickets in the order they were booked (ids rise with the purchase). */
function byBooking(a: TBooking, b: TBooking): number {
  return a.id - b.id;
}

export type TOrderTickets = {
  /** Every ticket of the order this user holds, each with a code (a seat hold never reaches My Tickets). */
  all: TBooking[];
  /** What "Print all" prints. */
  printable: TBooking[];
  /** The order's tickets left off the sheet: cancelled, used up or expired. */
  leftOut: TBooking[];
};

/**
 * The tickets of one order (invoice) for "Print all". Only those that still admit are printed, as pretix's and
 * Eventbrite's "print all tickets" of an order give only valid ones: a cancelled ticket has no pass any more and
 * the door refuses it (docs/product.md §4 "Cancellation": "the pass no longer offers it"), and a used-up or expired
 * one would only be a second, useless sheet at the gate (docs/product.md §2: the pass holds the tickets ready to
 * use). The page says how many were left off; each of them still prints on its own page, clearly marked.
 */
export function orderTickets(bookings: readonly TBooking[], invoiceId: number, now: number): TOrderTickets {
  const all = bookings.filter((booking) => booking.invoice_id === invoiceId && booking.code !== null).sort(byBooking);
  const printable = all.filter((booking) => printState(booking, now) === 'valid');
  const leftOut = all.filter((booking) => printState(booking, now) !== 'valid');
  return { all, printable, leftOut };
}

export type TPrintFacts = {
  eventName: string;
  /** The event's start, for `<time dateTime>`. */
  startIso: string;
  /** "Mar 5, 2026, 7:30 – 11:00 PM" in Muscat time and the locale's digits (src/lib/dates.ts). */
  when: string;
  place: string;
  ticket: string;
  holder: string;
  /** "BK-0000123": Latin letters and digits in both languages, as on the pass and at the door. */
  bookingNumber: string;
  /** "Valid Dec 6, 2026, 6:00 – 10:00 PM", or "Valid until …" for a ticket open from its sale. */
  validity: string;
  /** How often it admits, for a ticket good for several entries ("Not used yet, good for 3 entries"); null for one. */
  uses: string | null;
  state: TPrintState;
};

/**
 * What one printed block says, in the UI's language: the names come as the server wrote them for that language
 * (docs/product.md §3), dates and counts through the app's formatters (docs/product.md §9).
 */
export function printFacts(booking: TBooking, locale: TLocale, now: number): TPrintFacts {
  const { event } = booking;
  const end = booking.valid_until ?? event.finish_date;
  const until = formatDateTime(end, locale);
  // One line on the paper: "Valid Dec 6, 2026, 6:00 – 10:00 PM" (doors open to the end, docs/product.md §4).
  const range = booking.valid_from ? formatDateTimeRange(booking.valid_from, end, locale) : null;
  return {
    eventName: event.name,
    startIso: event.start_date,
    when: formatDateTimeRange(event.start_date, event.finish_date, locale),
    place: event.location ?? t`Location not available`,
    ticket: booking.ticket.name,
    holder: booking.holder_name,
    bookingNumber: booking.booking_number,
    validity: range ? t`Valid ${range}` : t`Valid until ${until}`,
    uses: booking.usage.limit > 1 ? usageText(booking.usage, locale) : null,
    state: printState(booking, now),
  };
}
