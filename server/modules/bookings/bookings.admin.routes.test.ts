import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestUser, createTicketType, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookTickets } from '../scans/scans.test-support';

/* The Bookings tab of an event (docs/product.md §3 Booking, §7). */

let t: TestApp;
let admin: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => t?.close());

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearerOf(admin) });
}

type TRow = {
  id: number;
  booking_number: string;
  customer: string;
  email: string;
  ticket: { id: number; name: string };
  used_count: number;
  usage_limit: number;
  usage: { used: number; limit: number };
  status: string;
};

describe('GET admin/events/:id/bookings', () => {
  it('lists the bookings of the event newest first, searchable by number, name and email, paged', async () => {
    const { eventId, ticketId } = await createTicketType(t.app.db, { name: 'Floor' });
    const other = await createTicketType(t.app.db);
    const salma = await createTestUser(t.app.db, { name: 'Salma Al-Rawahi' });
    const khalid = await createTestUser(t.app.db, { name: 'Khalid Al-Amri' });
    const first = await bookTickets(t, salma, ticketId, 2);
    const second = await bookTickets(t, khalid, ticketId, 1);
    await bookTickets(t, khalid, other.ticketId, 1);
    // Distinct creation times, so "newest first" is observable.
    await t.app.db.execute(sql`update bookings set created_at = created_at - interval '1 hour' where id in (${first[0]!.id}, ${first[1]!.id})`);

    const all = await get(`/api/admin/events/${eventId}/bookings`);
    expect(all.statusCode).toBe(200);
    const rows: TRow[] = all.json().data.bookings;
    expect(rows.map((r) => r.id)).toEqual([second[0]!.id, first[1]!.id, first[0]!.id]);
    expect(rows[0]).toMatchObject({
      customer: 'Khalid Al-Amri',
      email: khalid.email,
      ticket: { id: ticketId, name: 'Floor' },
      used_count: 0,
      status: 'active',
    });
    // The member's shape of the same counts (contract/bookings.ts `usage`), beside the documented fields.
    expect(rows[0]!.usage).toEqual({ used: rows[0]!.used_count, limit: rows[0]!.usage_limit });
    expect(rows[0]!.usage).toEqual({ used: 0, limit: 1 });
    expect(all.json().data.pagination).toEqual({ current_page: 1, per_page: 20, total: 3, last_page: 1 });

    const byName = await get(`/api/admin/events/${eventId}/bookings?search=salma`);
    expect(
      byName
        .json()
        .data.bookings.map((r: TRow) => r.id)
        .sort(),
    ).toEqual(first.map((b) => b.id).sort());
    const byEmail = await get(`/api/admin/events/${eventId}/bookings?search=${encodeURIComponent(khalid.email.toUpperCase())}`);
    expect(byEmail.json().data.bookings.map((r: TRow) => r.id)).toEqual([second[0]!.id]);
    const number = rows[1]!.booking_number;
    const byNumber = await get(`/api/admin/events/${eventId}/bookings?search=${number}`);
    expect(byNumber.json().data.bookings.map((r: TRow) => r.booking_number)).toEqual([number]);
    // A LIKE wildcard in the query is matched literally.
    expect((await get(`/api/admin/events/${eventId}/bookings?search=%25`)).json().data.bookings).toEqual([]);

    const page = await get(`/api/admin/events/${eventId}/bookings?per_page=2&page=2`);
    expect(page.json().data.bookings.map((r: TRow) => r.id)).toEqual([first[0]!.id]);
    expect(page.json().data.pagination).toMatchObject({ total: 3, last_page: 2 });
  });

  it('answers 404 for an unknown event', async () => {
    const res = await get('/api/admin/events/999999/bookings');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('events.not_found');
  });
});
