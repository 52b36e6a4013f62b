import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPaid } from '../../test/checkout';
import { bearerOf, createEvent, createTestUser, createTicketType, DAY, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pickEncoding } from './events.cache';
import { readCatalogState } from './events.repository';

/*
 * The public event reads are answered from a cache keyed by the catalogue state (events.cache.ts): these
 * tests hold it to "never stale" (docs/architecture.md §8) — a booking, a cancellation or a ticket edit
 * shows in the very next read — and check ETag revalidation and compression.
 */

let t: TestApp;
let buyer: TTestUser;
let admin: TTestUser;
let eventId: number;
let ticketId: number;

type TWireEvent = { id: number; min_price: string | null; tickets: { id: number; sold: number; available: number }[] };

async function readEvent(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/events/${eventId}`, headers });
}
async function listed(): Promise<TWireEvent | undefined> {
  const res = await t.app.inject({ method: 'GET', url: '/api/events?per_page=50' });
  expect(res.statusCode).toBe(200);
  return (res.json().data.events as TWireEvent[]).find((e) => e.id === eventId);
}
async function soldOnPage(): Promise<number> {
  const res = await readEvent();
  expect(res.statusCode).toBe(200);
  return (res.json().data.event as TWireEvent).tickets.find((x) => x.id === ticketId)!.sold;
}
/** A seat sold: booked and paid on the test checkout. */
async function book(): Promise<number> {
  const res = await bookPaid(t.app, { headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity: 1 } });
  expect(res.statusCode).toBe(201);
  return (res.json().data.bookings as { id: number }[])[0]!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createTestUser(t.app.db, { name: 'Cache Buyer' });
  admin = await createTestUser(t.app.db, { name: 'Cache Admin', roleId: 1 });
  ({ eventId, ticketId } = await createTicketType(t.app.db, { price: 5000, total: 20 }, { name: 'Cached Concert' }));
  // Enough other events that the list body passes the compression threshold.
  for (let i = 0; i < 6; i++) {
    await createEvent(t.app.db, {
      name: `Filler evening ${i}`,
      description: 'A long enough description. '.repeat(6),
      start: new Date(Date.now() + (5 + i) * DAY),
      tickets: [{ price: 1000 }],
    });
  }
});
afterAll(async () => t?.close());

describe('never stale', () => {
  it('shows a booking and its cancellation in the next read of the list and the event page, on a warm cache', async () => {
    expect(await soldOnPage()).toBe(0);
    expect(await soldOnPage()).toBe(0); // now served from memory
    expect((await listed())!.tickets[0]!.sold).toBe(0);

    const bookingId = await book();
    expect(await soldOnPage()).toBe(1);
    expect((await listed())!.tickets[0]!.sold).toBe(1);
    expect((await listed())!.tickets[0]!.available).toBe(19);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${bookingId}/cancel`,
      headers: bearerOf(admin),
      payload: { reason: 'Cache test' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await soldOnPage()).toBe(0);
    expect((await listed())!.tickets[0]!.sold).toBe(0);
  });

  it('shows an admin price edit as the new cheapest price, and keeps the event row summary equal to its tickets', async () => {
    expect((await listed())!.min_price).toBe('5.000');
    const edit = await t.app.inject({ method: 'PUT', url: `/api/admin/tickets/${ticketId}`, headers: bearerOf(admin), payload: { price: '3.250' } });
    expect(edit.statusCode).toBe(200);
    expect((await listed())!.min_price).toBe('3.250');
    expect((await readEvent()).json().data.event.min_price).toBe('3.250');

    await book();
    await book();
    const summary = await t.app.db.execute<{ min_price: number; tickets_sold: number; real_min: number; real_sold: string }>(sql`
      select e.min_price, e.tickets_sold, (select min(price) from tickets where event_id = e.id) as real_min,
             (select sum(sold) from tickets where event_id = e.id) as real_sold
      from events e where e.id = ${eventId}`);
    const row = summary.rows[0]!;
    expect(Number(row.min_price)).toBe(Number(row.real_min));
    expect(Number(row.tickets_sold)).toBe(Number(row.real_sold));
    expect(Number(row.tickets_sold)).toBe(2);
  });

  it('moves the catalogue state when an event in the list ends, so ended events drop out of a cached list', async () => {
    const finish = new Date(Date.now() + 2 * DAY);
    await createEvent(t.app.db, { name: 'Ends soon', start: new Date(Date.now() + DAY), finish });
    const before = await readCatalogState(t.app.db, new Date(finish.getTime() - 1000));
    const same = await readCatalogState(t.app.db, new Date(finish.getTime() - 500));
    const after = await readCatalogState(t.app.db, new Date(finish.getTime() + 1000));
    expect(same).toBe(before);
    expect(after).not.toBe(before);
  });
});

describe('ETag and compression', () => {
  it('answers 304 to the current ETag and 200 with a new one after a booking', async () => {
    const first = await readEvent();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const revalidated = await readEvent({ 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    await book();
    const changed = await readEvent({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('gives each language its own ETag', async () => {
    const en = await readEvent({ 'accept-language': 'en' });
    const ar = await readEvent({ 'accept-language': 'ar' });
    expect(en.headers.etag).not.toBe(ar.headers.etag);
    expect((await readEvent({ 'accept-language': 'ar', 'if-none-match': en.headers.etag as string })).statusCode).toBe(200);
  });

  it('compresses the list with br or gzip as accepted, to the same JSON, and leaves a small body alone', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/events?per_page=50' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gz = await t.app.inject({ method: 'GET', url: '/api/events?per_page=50', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toMatch(/Accept-Encoding/);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);

    const br = await t.app.inject({ method: 'GET', url: '/api/events?per_page=50', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const small = await t.app.inject({ method: 'GET', url: '/api/events?per_page=1&search=nothing-matches-this', headers: { 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
