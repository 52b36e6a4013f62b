import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { answerTestCheckout } from '../../test/checkout';
import { bearerOf, createTestUser, createTicketType, seatsOf, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertPurchase } from './bookings.repository';

/* Oversell, per-buyer limits and Idempotency-Key under simultaneous requests (docs/architecture.md §7). */

let t: TestApp;
let buyer: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createTestUser(t.app.db);
});
afterAll(async () => t?.close());

function book(user: TTestUser, body: { ticket_id: number; quantity: number }, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...bearerOf(user), ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) },
    payload: body,
  });
}

/**
 * Pays, on the test checkout, each checkout the new bookings (201) among `answers` opened: what races is the
 * seat hold; a seat is sold once its checkout is paid.
 */
async function payCreated(answers: LightMyRequestResponse[]): Promise<void> {
  const created = answers.filter((r) => r.statusCode === 201);
  for (const r of created) expect(r.json().data).toMatchObject({ invoice: { status: 'pending' }, payment: { provider: 'test' } });
  await Promise.all(created.map((r) => answerTestCheckout(t.app, r.json().data.payment.redirect_url, 'pay')));
}

describe('the same Idempotency-Key at once', () => {
  it('answers every racing retry with the booking that took the last seats, never sold out', async () => {
    const { ticketId } = await createTicketType(t.app.db, { total: 2 });
    const user = await createTestUser(t.app.db);
    const results = await Promise.all(Array.from({ length: 8 }, () => book(user, { ticket_id: ticketId, quantity: 2 }, 'last-two')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().data.invoice.id)).size).toBe(1);
    await payCreated(results);
    expect(await seatsOf(t.app.db, ticketId)).toEqual({ sold: 2, total: 2, bookings: 2 });
  });

  it('books once when the same key arrives many times at once', async () => {
    const { ticketId } = await createTicketType(t.app.db, { total: 100 });
    const user = await createTestUser(t.app.db);
    const results = await Promise.all(Array.from({ length: 12 }, () => book(user, { ticket_id: ticketId, quantity: 3 }, 'double-click')));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(results.map((r) => r.json().data.invoice.id));
    expect(ids.size).toBe(1);
    const bodies = new Set(results.map((r) => JSON.stringify(r.json().data)));
    expect(bodies.size).toBe(1);
    await payCreated(results);
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 3, bookings: 3 });
  });
});

describe('the purchase statement', () => {
  it('takes no seats and writes nothing when too few are left', async () => {
    const { ticketId, eventId } = await createTicketType(t.app.db, { total: 2, sold: 1, coinsOnPurchase: 100 });
    const now = new Date();
    const done = await insertPurchase(t.app.db, {
      userId: buyer.id,
      ticketId,
      eventId,
      quantity: 2,
      subtotal: 10000,
      discount: 0,
      promoCodeId: null,
      promoCode: null,
      vat: 1500,
      total: 11500,
      vatRateBp: 1500,
      idempotencyKey: null,
      seats: [
        { id: 900001, code: 'T1.a.b' },
        { id: 900002, code: 'T1.c.d' },
      ],
      usageLimit: 1,
      validFrom: now,
      validUntil: now,
      holderName: 'x',
      holderEmail: 'x@example.om',
      unitPrice: 5000,
      coins: 200,
      now,
      buyerLocale: 'en',
    });
    expect(done).toBeNull();
    expect(await seatsOf(t.app.db, ticketId)).toEqual({ sold: 1, total: 2, bookings: 0 });
    const orphans = await t.app.db.execute<{ n: number | string }>(sql`select count(*) as n from coin_transactions where event_id = ${eventId}`);
    expect(Number(orphans.rows[0]?.n)).toBe(0);
    const mails = await t.app.db.execute<{ n: number | string }>(sql`select count(*) as n from outbox where recipient = 'x@example.om'`);
    expect(Number(mails.rows[0]?.n)).toBe(0);
  });
});

describe('under concurrency', () => {
  it('never oversells: 200 simultaneous buyers of the last 10 seats, exactly 10 get one', async () => {
    const { ticketId } = await createTicketType(t.app.db, { total: 10, coinsOnPurchase: 100 });
    const buyers: TTestUser[] = [];
    for (let i = 0; i < 200; i++) buyers.push(await createTestUser(t.app.db));
    const results = await Promise.all(buyers.map((user) => book(user, { ticket_id: ticketId, quantity: 1 })));
    const created = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const r of refused) expect(r.json().code).toBe('bookings.sold_out');
    await payCreated(results);
    expect(await seatsOf(t.app.db, ticketId)).toEqual({ sold: 10, total: 10, bookings: 10 });
    const coins = await t.app.db.execute<{ n: number | string }>(
      sql`select count(*) as n from coin_transactions ct join invoices i on i.id = ct.invoice_id join bookings b on b.invoice_id = i.id where b.ticket_id = ${ticketId}`,
    );
    expect(Number(coins.rows[0]?.n)).toBe(10);
  });

  it('holds the per-buyer limit when one buyer sends 10 bookings at once', async () => {
    const { ticketId } = await createTicketType(t.app.db, { total: 100, perBuyerLimit: 2 });
    const user = await createTestUser(t.app.db);
    const results = await Promise.all(Array.from({ length: 10 }, () => book(user, { ticket_id: ticketId, quantity: 1 })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(r.json().code).toBe('bookings.limit_exceeded');
    await payCreated(results);
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 2, bookings: 2 });
  });
});
