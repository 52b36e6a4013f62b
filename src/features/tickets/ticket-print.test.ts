import { i18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { TBooking } from '../../../contract/bookings';
import { INTL_LOCALE } from '../../lib/locale';
import { orderTickets, printFacts, printState } from './ticket-print';

async function activate(locale: 'en' | 'ar'): Promise<void> {
  const catalog = (await import(`../../locales/${locale}/messages.po`)) as { messages: Messages };
  i18n.loadAndActivate({ locale, locales: [INTL_LOCALE[locale]], messages: catalog.messages });
}

/** 2026-03-05 12:00 in Muscat (UTC+4). */
const NOW = Date.parse('2026-03-05T08:00:00Z');

function booking(id: number, overrides: Partial<TBooking> = {}): TBooking {
  return {
    id,
    booking_number: `BK-${String(id).padStart(7, '0')}`,
    code: `T1.payload${id}.signature${id}`,
    transfer: null,
    received_from: null,
    status: 'active',
    cancelled: false,
    badge: 'active',
    usage: { used: 0, limit: 1 },
    valid_from: null,
    valid_until: null,
    holder_name: 'Aisha Al-Balushi',
    holder_email: 'user@tadhkira.om',
    price: '2.500',
    ticket: { id: 2, name: 'Day entry' },
    event: {
      id: 7,
      name: 'Muscat Nights Festival',
      // 19:30 to 23:00 in Muscat.
      start_date: '2026-03-06T15:30:00Z',
      finish_date: '2026-03-06T19:00:00Z',
      location: 'Al Amerat Park, Muscat',
      poster_image_url: '/uploads/posters/demo-01-800.webp',
    },
    invoice_id: 40,
    created_at: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

describe('printState', () => {
  it('marks what no longer admits: cancelled before anything else, then used up, then past its validity', () => {
    expect(printState(booking(1), NOW)).toBe('valid');
    expect(printState(booking(1, { cancelled: true, status: 'expired', badge: 'expired' }), NOW)).toBe('cancelled');
    // Cancelled after every use was taken: still the door's refusal that matters.
    expect(printState(booking(1, { cancelled: true, status: 'completed' }), NOW)).toBe('cancelled');
    expect(printState(booking(1, { status: 'completed', usage: { used: 1, limit: 1 } }), NOW)).toBe('used');
    expect(printState(booking(1, { status: 'expired', badge: 'expired' }), NOW)).toBe('expired');
    // Saved while active, its validity has run out since (the device's view, docs/product.md §4).
    expect(printState(booking(1, { valid_until: '2026-03-04T00:00:00Z' }), NOW)).toBe('expired');
  });
});

describe('orderTickets', () => {
  it("takes the order's tickets in booking order and prints only those that still admit", () => {
    const bookings = [
      booking(12),
      booking(5, { invoice_id: 39 }),
      booking(10),
      booking(11, { cancelled: true, status: 'expired', badge: 'expired' }),
      booking(13, { status: 'completed', usage: { used: 1, limit: 1 } }),
      booking(9),
    ];
    const order = orderTickets(bookings, 40, NOW);
    expect(order.all.map((b) => b.id)).toEqual([9, 10, 11, 12, 13]);
    expect(order.printable.map((b) => b.id)).toEqual([9, 10, 12]);
    expect(order.leftOut.map((b) => b.id)).toEqual([11, 13]);
  });

  it('finds nothing for an order that is not among the saved tickets, and never a booking without a code', () => {
    expect(orderTickets([booking(1), booking(2)], 41, NOW)).toEqual({ all: [], printable: [], leftOut: [] });
    const order = orderTickets([booking(1), booking(2, { code: null, status: 'pending' })], 40, NOW);
    expect(order.all.map((b) => b.id)).toEqual([1]);
  });

  it('does not change the list it was given', () => {
    const bookings = [booking(3), booking(1)];
    orderTickets(bookings, 40, NOW);
    expect(bookings.map((b) => b.id)).toEqual([3, 1]);
  });
});

describe('printFacts', () => {
  it('gives the facts of the printed block in English, in Muscat time', async () => {
    await activate('en');
    const facts = printFacts(booking(123), 'en', NOW);
    expect(facts).toMatchObject({
      eventName: 'Muscat Nights Festival',
      startIso: '2026-03-06T15:30:00Z',
      place: 'Al Amerat Park, Muscat',
      ticket: 'Day entry',
      holder: 'Aisha Al-Balushi',
      bookingNumber: 'BK-0000123',
      uses: null,
      state: 'valid',
    });
    // 15:30 UTC is 7:30 PM in Muscat, whatever the machine's time zone.
    expect(facts.when).toMatch(/Mar 6, 2026, 7:30\s?–\s?11:00\sPM/);
    expect(facts.validity).toMatch(/^Valid until Mar 6, 2026, 11:00\sPM$/);
  });

  it("says a ticket type's own window, how often a multi-entry ticket admits, and a missing place", async () => {
    await activate('en');
    const facts = printFacts(
      booking(1, {
        valid_from: '2026-03-06T04:00:00Z',
        valid_until: '2026-03-08T19:00:00Z',
        usage: { used: 1, limit: 3 },
        event: { ...booking(1).event, location: null },
      }),
      'en',
      NOW,
    );
    // One line on the paper: the window as one range.
    expect(facts.validity).toMatch(/^Valid Mar 6, 2026, 8:00\sAM\s–\sMar 8, 2026, 11:00\sPM$/);
    expect(facts.uses).toBe('Used 1 of 3 times');
    expect(facts.place).toBe('Location not available');
  });

  it('writes dates and counts in Arabic with Arabic-Indic digits, and keeps the booking number as the door reads it', async () => {
    await activate('ar');
    const facts = printFacts(booking(123, { usage: { used: 0, limit: 3 }, event: { ...booking(1).event, location: null } }), 'ar', NOW);
    expect(facts.when).toMatch(/[٠-٩]/);
    expect(facts.when).not.toMatch(/[0-9]/);
    expect(facts.when).toContain('مارس');
    expect(facts.validity).toMatch(/^صالحة حتى /);
    expect(facts.validity).not.toMatch(/[0-9]/);
    expect(facts.uses).not.toMatch(/[0-9]/);
    expect(facts.place).toMatch(/[\u0600-\u06ff]/);
    expect(facts.bookingNumber).toBe('BK-0000123');
    const window = printFacts(booking(1, { valid_from: '2026-03-06T04:00:00Z', valid_until: '2026-03-08T19:00:00Z' }), 'ar', NOW).validity;
    expect(window).toMatch(/^الصلاحية: ٦ مارس .+ – ٨ مارس /);
    expect(window).not.toMatch(/[0-9]/);
  });
});
