import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TBooking } from '../../../../contract/bookings';

/*
 * How a booking's state reads on the dashboard, an event's bookings or a user's (docs/product.md §3 Booking;
 * §4 booking status), and which bookings an admin may cancel.
 */

/**
 * A booking's state on the dashboard: the My Tickets status, except that a cancelled one says so; `pending` is a
 * seat held by a checkout not paid yet (docs/product.md §10). An event's bookings (contract/admin-catalogue.ts)
 * carry `active` or `cancelled` as their status.
 */
export type TBookingState = TBooking['status'] | 'cancelled';

export function bookingState(booking: { status: TBookingState; cancelled?: boolean }): TBookingState {
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
export function canCancelBooking(booking: { status: TBookingState; cancelled?: boolean }): boolean {
  return bookingState(booking) === 'active';
}
