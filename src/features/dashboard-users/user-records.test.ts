import { describe, expect, it } from 'vitest';
import { bookingState, canCancelBooking, canCancelInvoice } from './user-records';

describe("a user's bookings and invoices", () => {
  it('shows a cancelled booking as cancelled whatever its ticket status', () => {
    expect(bookingState({ status: 'expired', cancelled: true })).toBe('cancelled');
    expect(bookingState({ status: 'active', cancelled: false })).toBe('active');
    expect(bookingState({ status: 'completed', cancelled: false })).toBe('completed');
  });

  it('offers to cancel only a booking still usable at the door', () => {
    expect(canCancelBooking({ status: 'active', cancelled: false })).toBe(true);
    expect(canCancelBooking({ status: 'completed', cancelled: false })).toBe(false);
    expect(canCancelBooking({ status: 'expired', cancelled: false })).toBe(false);
    expect(canCancelBooking({ status: 'expired', cancelled: true })).toBe(false);
  });

  it('offers to cancel every booking only of a paid invoice', () => {
    expect(canCancelInvoice({ status: 'paid' })).toBe(true);
    for (const status of ['pending', 'cancelled', 'refunded'] as const) expect(canCancelInvoice({ status })).toBe(false);
  });
});
