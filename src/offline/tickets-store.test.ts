import { beforeEach, describe, expect, it } from 'vitest';
import type { TBooking } from '../../contract/bookings';
import {
  clearTicketsStore,
  loadSavedSession,
  loadSavedTickets,
  loadTicketKey,
  saveTicketKey,
  saveTicketsSnapshot,
  statusNow,
  type TSavedSession,
} from './tickets-store';

function session(userId: number): TSavedSession {
  return {
    user: {
      id: userId,
      name: `User ${userId}`,
      email: `user${userId}@example.om`,
      phone: '+96891234567',
      country_code: '+968',
      role_id: 2,
      coins: '45.00',
      phone_verified_at: '2026-01-01T00:00:00.000Z',
      email_verified_at: null,
      locale: 'en',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    },
    requires_phone: false,
    requires_phone_verification: false,
  };
}

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
    valid_until: '2099-01-01T00:00:00.000Z',
    holder_name: 'Aisha',
    holder_email: 'user@tadhkira.om',
    price: '2.500',
    ticket: { id: 2, name: 'Festival pass' },
    event: {
      id: 1,
      name: 'Muscat Nights',
      start_date: '2098-12-01T12:00:00.000Z',
      finish_date: '2099-01-01T00:00:00.000Z',
      location: 'Muscat',
      poster_image_url: null,
    },
    invoice_id: 9,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('offline tickets store', () => {
  beforeEach(async () => {
    await clearTicketsStore();
  });

  it('gives back the saved bookings with their codes for the user they were saved for', async () => {
    await saveTicketsSnapshot(session(7), 'token-a', [booking(1), booking(2)]);
    const saved = await loadSavedTickets(7);
    expect(saved?.bookings.map((b) => b.code)).toEqual(['T1.payload1.signature1', 'T1.payload2.signature2']);
    expect(saved?.savedAt).toBeGreaterThan(0);
  });

  it('never shows one user the tickets saved for another', async () => {
    await saveTicketsSnapshot(session(7), 'token-a', [booking(1)]);
    expect(await loadSavedTickets(8)).toBeNull();
    await saveTicketsSnapshot(session(8), 'token-b', [booking(5)]);
    expect(await loadSavedTickets(7)).toBeNull();
    expect((await loadSavedTickets(8))?.bookings.map((b) => b.id)).toEqual([5]);
  });

  it('replaces the whole copy on each sync, so a cancelled booking disappears', async () => {
    await saveTicketsSnapshot(session(7), 'token-a', [booking(1), booking(2)]);
    await saveTicketsSnapshot(session(7), 'token-a', [booking(2)]);
    expect((await loadSavedTickets(7))?.bookings.map((b) => b.id)).toEqual([2]);
  });

  it('keeps an empty list as "saved, no tickets" rather than "nothing saved"', async () => {
    await saveTicketsSnapshot(session(7), 'token-a', []);
    expect(await loadSavedTickets(7)).toEqual({ bookings: [], savedAt: expect.any(Number) });
  });

  it('gives the saved session only to the token it was saved under', async () => {
    await saveTicketsSnapshot(session(7), 'token-a', []);
    expect((await loadSavedSession('token-a'))?.session.user.id).toBe(7);
    expect(await loadSavedSession('token-b')).toBeNull();
  });

  it('forgets everything on sign-out', async () => {
    await saveTicketsSnapshot(session(7), 'token-a', [booking(1)]);
    await clearTicketsStore();
    expect(await loadSavedTickets(7)).toBeNull();
    expect(await loadSavedSession('token-a')).toBeNull();
  });

  it('skips a stored booking of an older, unreadable shape instead of trusting it', async () => {
    const broken = { ...booking(3), code: 42 } as unknown as TBooking;
    await saveTicketsSnapshot(session(7), 'token-a', [booking(1), broken]);
    expect((await loadSavedTickets(7))?.bookings.map((b) => b.id)).toEqual([1]);
  });

  it('keeps the ticket public key for offline checks', async () => {
    await saveTicketKey('abc_DEF-123');
    expect(await loadTicketKey()).toBe('abc_DEF-123');
  });

  it('moves a saved active ticket to expired once its validity has passed', () => {
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    expect(statusNow(booking(1, { valid_until: '2026-05-31T23:59:00.000Z' }), now)).toBe('expired');
    expect(statusNow(booking(1, { valid_until: '2026-06-02T00:00:00.000Z' }), now)).toBe('active');
    const openEnded = booking(1, { valid_until: null, event: { ...booking(1).event, finish_date: '2026-05-01T00:00:00.000Z' } });
    expect(statusNow(openEnded, now)).toBe('expired');
    expect(statusNow(booking(1, { status: 'completed', valid_until: '2026-05-01T00:00:00.000Z' }), now)).toBe('completed');
  });
});
