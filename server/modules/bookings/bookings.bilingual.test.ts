import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPaid } from '../../test/checkout';
import { bearerOf, createTestUser, createTicketType, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/* Bookings, My Tickets, the pass and invoices name events and tickets in the caller's language (docs/product.md §3). */

let t: TestApp;
let buyer: TTestUser;
const ids: Record<string, number> = {};

type TWireBooking = { id: number; ticket: { name: string }; event: { name: string; location: string | null } };

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...bearerOf(buyer), ...headers } });
  expect(res.statusCode, url).toBe(200);
  return { body: res.json(), vary: String(res.headers.vary ?? '') };
}

function bookingOf(list: TWireBooking[], id: number | undefined): TWireBooking {
  const found = list.find((b) => b.id === id);
  if (!found) throw new Error(`booking ${id} not listed`);
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  buyer = await createTestUser(db);
  const bilingual = await createTicketType(db, { name: 'Seat', nameAr: 'مقعد', price: 2000 }, { name: 'Poetry Night' });
  await db.execute(sql`update events set name_ar = 'أمسية شعرية', location = 'Nizwa', location_ar = 'نزوى' where id = ${bilingual.eventId}`);
  const english = await createTicketType(db, { name: 'Standard', price: 1000 }, { name: 'Jazz Evening' });
  ids.bilingualTicket = bilingual.ticketId;
  ids.englishTicket = english.ticketId;

  // Paid through the test checkout: My Tickets and the pass show paid bookings only.
  const first = await bookPaid(t.app, {
    headers: { ...bearerOf(buyer), 'accept-language': 'ar', 'idempotency-key': 'bilingual-1' },
    payload: { ticket_id: bilingual.ticketId, quantity: 1 },
  });
  expect(first.statusCode).toBe(201);
  ids.poetry = first.json().data.bookings[0].id;
  ids.poetryInvoice = first.json().data.invoice.id;
  const second = await bookPaid(t.app, { headers: bearerOf(buyer), payload: { ticket_id: english.ticketId, quantity: 1 } });
  ids.jazz = second.json().data.bookings[0].id;
});
afterAll(async () => t?.close());

describe("POST /api/bookings in the caller's language", () => {
  it('names the event, its location and the ticket type in Arabic, in the answer and in a replay', async () => {
    const headers = { ...bearerOf(buyer), 'idempotency-key': 'bilingual-1' };
    const replayAr = await t.app.inject({ method: 'POST', url: '/api/bookings?lang=ar', headers, payload: { ticket_id: ids.bilingualTicket, quantity: 1 } });
    expect(replayAr.statusCode).toBe(200);
    expect(replayAr.headers.vary).toMatch(/accept-language/i);
    expect(replayAr.json().data.bookings[0]).toMatchObject({ id: ids.poetry, ticket: { name: 'مقعد' }, event: { name: 'أمسية شعرية', location: 'نزوى' } });
    const replayEn = await t.app.inject({ method: 'POST', url: '/api/bookings', headers, payload: { ticket_id: ids.bilingualTicket, quantity: 1 } });
    expect(replayEn.json().data.bookings[0]).toMatchObject({ ticket: { name: 'Seat' }, event: { name: 'Poetry Night', location: 'Nizwa' } });
  });

  it('answers a new booking in Arabic, falling back to English names where no Arabic is written', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...bearerOf(buyer), 'accept-language': 'ar-OM' },
      payload: { ticket_id: ids.englishTicket, quantity: 1 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.bookings[0]).toMatchObject({ ticket: { name: 'Standard' }, event: { name: 'Jazz Evening' } });
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/bookings?lang=ar',
      headers: bearerOf(buyer),
      payload: { ticket_id: ids.bilingualTicket, quantity: 1 },
    });
    expect(fresh.json().data.bookings[0]).toMatchObject({ ticket: { name: 'مقعد' }, event: { name: 'أمسية شعرية', location: 'نزوى' } });
  });
});

describe("My Tickets, the pass and invoices in the caller's language", () => {
  it('lists tickets with Arabic event and ticket names, English where no Arabic is written', async () => {
    const { body, vary } = await get('/api/my-tickets?status=all&per_page=50', { 'accept-language': 'ar' });
    expect(vary).toMatch(/accept-language/i);
    expect(bookingOf(body.data.bookings, ids.poetry)).toMatchObject({ ticket: { name: 'مقعد' }, event: { name: 'أمسية شعرية', location: 'نزوى' } });
    expect(bookingOf(body.data.bookings, ids.jazz)).toMatchObject({ ticket: { name: 'Standard' }, event: { name: 'Jazz Evening' } });
    const en = await get('/api/my-tickets?status=all&per_page=50');
    expect(bookingOf(en.body.data.bookings, ids.poetry)).toMatchObject({ ticket: { name: 'Seat' }, event: { name: 'Poetry Night', location: 'Nizwa' } });
  });

  it('shows one pass in the language asked for', async () => {
    const ar = await get(`/api/my-tickets/${ids.poetry}?lang=ar`, { 'accept-language': 'en' });
    expect(ar.vary).toMatch(/accept-language/i);
    expect(ar.body.data.booking).toMatchObject({ ticket: { name: 'مقعد' }, event: { name: 'أمسية شعرية' } });
    const en = await get(`/api/my-tickets/${ids.poetry}`, { 'accept-language': 'en-US' });
    expect(en.body.data.booking).toMatchObject({ ticket: { name: 'Seat' }, event: { name: 'Poetry Night' } });
  });

  it("names each invoice's event in the caller's language", async () => {
    const { body, vary } = await get('/api/user/invoices?per_page=50', { 'accept-language': 'ar' });
    expect(vary).toMatch(/accept-language/i);
    const invoice = (body.data.invoices as { id: number; event: { name: string } | null }[]).find((i) => i.id === ids.poetryInvoice);
    expect(invoice?.event?.name).toBe('أمسية شعرية');
    const en = await get('/api/user/invoices?per_page=50');
    expect((en.body.data.invoices as { id: number; event: { name: string } | null }[]).find((i) => i.id === ids.poetryInvoice)?.event?.name).toBe(
      'Poetry Night',
    );
  });
});
