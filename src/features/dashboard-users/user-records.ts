import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TBooking, TInvoiceListItem } from '../../../contract/bookings';

/*
 * How a user's bookings and invoices read on their dashboard tabs (docs/product.md §3 Booking, Invoice;
 * §4 booking status), and which of them an admin may cancel.
 */

/**
 * A booking's state on the tab: the My Tickets status, except that a cancelled one says so; `pending` is a seat
 * held by a checkout not paid yet (docs/product.md §10).
 */
export type TBookingState = TBooking['status'] | 'cancelled';

export function bookingState(booking: Pick<TBooking, 'status' | 'cancelled'>): TBookingState {
  return booking.cancelled ? 'cancelled' : booking.status;
}

export const BOOKING_STATE_LABELS = {
  active: { label: msg`Active`, palette: 'green' },
  completed: { label: msg`Used`, palette: 'blue' },
  expired: { label: msg`Expired`, palette: 'gray' },
  cancelled: { label: msg`Cancelled`, palette: 'red' },
  pending: { label: msg`Awaiting payment`, palette: 'orange' },
} satisfies Record<TBookingState, { label: MessageDescriptor; palette: string }>;

/**
 * "Cancel booking" is offered on a booking still usable at the door (docs/product.md §4 active): one
 * already cancelled, used up or past its validity has no seat to give back.
 */
export function canCancelBooking(booking: Pick<TBooking, 'status' | 'cancelled'>): boolean {
  return bookingState(booking) === 'active';
}

/** "Cancel all bookings" refunds a paid invoice; a refunded, cancelled, expired or unpaid one has nothing to give back. */
export function canCancelInvoice(invoice: Pick<TInvoiceListItem, 'status'>): boolean {
  return invoice.status === 'paid';
}

export { canCancelPendingOrder, INVOICE_STATUS_LABELS } from '../../components/dashboard/invoice/invoice-labels';
