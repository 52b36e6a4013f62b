import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TBooking, TInvoiceListItem } from '../../../contract/bookings';
import type { TPayment, TRefundStatus } from '../../../contract/payments';

/*
 * How a user's bookings and invoices read on their dashboard tabs (docs/product.md §3 Booking, Invoice;
 * §4 booking status), and which of them an admin may cancel.
 */

type TInvoiceStatus = TInvoiceListItem['status'];

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

/**
 * Invoice statuses (docs/product.md §10): `pending` holds seats while the buyer pays, `expired` is a hold
 * that lapsed unpaid, `cancelled` one called off before payment, `refunded` a paid one given back.
 */
export const INVOICE_STATUS_LABELS = {
  paid: { label: msg`Paid`, palette: 'green' },
  pending: { label: msg`Awaiting payment`, palette: 'orange' },
  expired: { label: msg`Expired unpaid`, palette: 'yellow' },
  cancelled: { label: msg`Cancelled`, palette: 'gray' },
  refunded: { label: msg`Refunded`, palette: 'red' },
} satisfies Record<TInvoiceStatus, { label: MessageDescriptor; palette: string }>;

/** "Cancel all bookings" refunds a paid invoice; a refunded, cancelled, expired or unpaid one has nothing to give back. */
export function canCancelInvoice(invoice: Pick<TInvoiceListItem, 'status'>): boolean {
  return invoice.status === 'paid';
}

/** "Cancel order" releases the seats of a checkout still waiting for payment (a buyer who never came back). */
export function canCancelPendingOrder(invoice: Pick<TInvoiceListItem, 'status'>): boolean {
  return invoice.status === 'pending';
}

/** A gateway checkout session of an invoice (GET admin/invoices/{id}). */
export const PAYMENT_STATUS_LABELS = {
  open: { label: msg`Open`, palette: 'orange' },
  paid: { label: msg`Paid`, palette: 'green' },
  cancelled: { label: msg`Cancelled`, palette: 'gray' },
  expired: { label: msg`Expired`, palette: 'gray' },
} satisfies Record<TPayment['status'], { label: MessageDescriptor; palette: string }>;

/** A refund is never read as done until the gateway said `succeeded`; a failed one can be retried. */
export const REFUND_STATUS_LABELS = {
  pending: { label: msg`Refund pending`, palette: 'orange' },
  succeeded: { label: msg`Refunded`, palette: 'green' },
  failed: { label: msg`Refund failed`, palette: 'red' },
} satisfies Record<TRefundStatus, { label: MessageDescriptor; palette: string }>;

export const PAYMENT_PROVIDER_LABELS = {
  test: msg`Test checkout`,
  thawani: msg`Thawani Pay`,
} satisfies Record<TPayment['provider'], MessageDescriptor>;
