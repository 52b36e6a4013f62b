import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '../../../../contract/bookings';
import { canCancelInvoice, canCancelPendingOrder, INVOICE_STATUS_LABELS } from '../invoice/invoice-labels';
import { bookingState, canCancelBooking } from './booking-state';

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
    for (const status of ['pending', 'expired', 'cancelled', 'refunded'] as const) expect(canCancelInvoice({ status })).toBe(false);
  });

  it('offers to cancel an order only while it waits for payment', () => {
    expect(canCancelPendingOrder({ status: 'pending' })).toBe(true);
    for (const status of ['paid', 'expired', 'cancelled', 'refunded'] as const) expect(canCancelPendingOrder({ status })).toBe(false);
  });

  it('words every invoice status on its own, with a badge colour telling waiting, lapsed and refunded apart', () => {
    const labels = Object.fromEntries(INVOICE_STATUSES.map((status) => [status, INVOICE_STATUS_LABELS[status].label.message]));
    expect(labels).toEqual({ paid: 'Paid', pending: 'Awaiting payment', expired: 'Expired unpaid', cancelled: 'Cancelled', refunded: 'Refunded' });
    expect(new Set(INVOICE_STATUSES.map((status) => INVOICE_STATUS_LABELS[status].palette)).size).toBe(INVOICE_STATUSES.length);
    expect(bookingState({ status: 'pending', cancelled: false })).toBe('pending');
  });
});
