import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerOf, createTestUser, createTicketType, seatsOf, type TTestUser } from '../../test/fixtures';
import { answerTestCheckout, bookPaid } from '../../test/checkout';
import { verifyTicketCode } from '../tickets/tickets.code';
import { confirmWebhookSession, reconcileOnce, refreshInvoice } from './payments.service';
import { findPaymentsOf } from './payments.repository';
import { settleTestSession } from './payments.test-provider';

/*
 * The checkout through the built-in test gateway (docs/architecture.md §11), on PGlite and (with
 * DATABASE_URL) PostgreSQL: holds, payment, decline and cancel, expiry, a payment after the hold, the
 * three confirmation paths at once, per-buyer limits over holds, and 200 buyers for 10 seats.
 */

let t: TestApp;
let admin: TTestUser;

beforeAll(async () => {
  t = await createTestApp({ manualOutbox: true, paymentReconciler: false });
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => t.close());

const MINUTE = 60_000;

function book(user: TTestUser, body: unknown, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...bearerOf(user), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body as Record<string, unknown>,
  });
}

function invoiceOf(user: TTestUser, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers: bearerOf(user) });
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.app.db.execute<{ n: number | string }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

const mailsFor = (invoiceId: number) =>
  count(sql`select count(*) as n from outbox where template = 'booking_confirmation' and (params->>'invoice_id')::int = ${invoiceId}`);
const purchaseCredits = (invoiceId: number) => count(sql`select count(*) as n from coin_transactions where kind = 'purchase' and invoice_id = ${invoiceId}`);

async function publicAvailable(eventId: number, ticketId: number): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` });
  const ticket = res.json().data.event.tickets.find((x: { id: number }) => x.id === ticketId);
  return ticket.available;
}

describe('a paid booking is a seat hold until the payment is confirmed', () => {
  it('holds the seats without a code, coins or mail, and counts them out of public availability', async () => {
    const buyer = await createTestUser(t.app.db);
    const { eventId, ticketId } = await createTicketType(t.app.db, { price: 5000, total: 10, coinsOnPurchase: 300 });
    const before = Date.now();
    const res = await book(buyer, { ticket_id: ticketId, quantity: 3 });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.invoice.status).toBe('pending');
    expect(data.invoice.total).toBe('17.250');
    const expires = Date.parse(data.invoice.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 15 * MINUTE - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * MINUTE + 1000);
    expect(data.bookings).toHaveLength(3);
    for (const booking of data.bookings) {
      expect(booking.code).toBeNull();
      expect(booking.status).toBe('pending');
    }
    expect(data.coins_earned).toBe('0.00');
    expect(res.json().message).toBe('Your seats are held: complete the payment to get your tickets.');
    expect(data.payment.provider).toBe('test');
    expect(data.payment.redirect_url).toMatch(/^http:\/\/localhost:\d+\/checkout\/test\/test_[\w-]+$/);

    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 0 });
    expect(await publicAvailable(eventId, ticketId)).toBe(7);
    expect(await mailsFor(data.invoice.id)).toBe(0);
    const mine = await t.app.inject({ method: 'GET', url: '/api/my-tickets', headers: bearerOf(buyer) });
    expect(mine.json().data.bookings).toEqual([]);
    const pending = await t.app.inject({ method: 'GET', url: '/api/user/invoices', headers: bearerOf(buyer) });
    expect(pending.json().data.invoices[0]).toMatchObject({ id: data.invoice.id, status: 'pending', expires_at: data.invoice.expires_at });
  });

  it('turns into signed tickets, sold seats, coins and one mail once paid on the test checkout page', async () => {
    const buyer = await createTestUser(t.app.db);
    const { eventId, ticketId } = await createTicketType(t.app.db, { price: 5000, total: 10, coinsOnPurchase: 300 });
    const held = (await book(buyer, { ticket_id: ticketId, quantity: 2 })).json().data;

    const page = await t.app.inject({ method: 'GET', url: new URL(held.payment.redirect_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test mode: no money moves');
    expect(page.body).toContain('11.500');
    const back = await answerTestCheckout(t.app, held.payment.redirect_url, 'pay');
    expect(back.headers.location).toBe(`http://localhost:${t.config.port}/checkout/return?invoice=${held.invoice.id}`);

    const paid = (await invoiceOf(buyer, held.invoice.id)).json().data;
    expect(paid.invoice.status).toBe('paid');
    expect(paid.payment).toBeNull();
    expect(paid.coins_earned).toBe('6.00');
    const key = await t.app.inject({ method: 'GET', url: '/api/ticket-key' });
    expect(key.statusCode).toBe(200);
    for (const booking of paid.bookings) {
      expect(booking.status).toBe('active');
      expect(verifyTicketCode(t.app.signingKey.publicKey, booking.code).ok).toBe(true);
    }
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 2 });
    expect(await publicAvailable(eventId, ticketId)).toBe(8);
    expect(await mailsFor(held.invoice.id)).toBe(1);
    expect(await purchaseCredits(held.invoice.id)).toBe(1);
    const mine = await t.app.inject({ method: 'GET', url: '/api/my-tickets', headers: bearerOf(buyer) });
    expect(
      mine
        .json()
        .data.bookings.map((b: { id: number }) => b.id)
        .sort(),
    ).toEqual(paid.bookings.map((b: { id: number }) => b.id).sort());
    // The event's bookings in the dashboard name their order, which opens its payments and refunds.
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/bookings`, headers: bearerOf(admin) });
    expect(listed.json().data.bookings.map((b: { invoice: unknown }) => b.invoice)).toEqual([
      { id: held.invoice.id, number: held.invoice.number, status: 'paid' },
      { id: held.invoice.id, number: held.invoice.number, status: 'paid' },
    ]);
    // Paid twice over the same page: nothing more happens.
    await answerTestCheckout(t.app, held.payment.redirect_url, 'pay');
    expect(await mailsFor(held.invoice.id)).toBe(1);
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 2 });
  });

  it('a declined payment leaves the order pending with the same page to try again; cancelling returns the seats at once', async () => {
    const buyer = await createTestUser(t.app.db);
    const { eventId, ticketId } = await createTicketType(t.app.db, { price: 2000, total: 4 });
    const held = (await book(buyer, { ticket_id: ticketId, quantity: 4 })).json().data;
    await answerTestCheckout(t.app, held.payment.redirect_url, 'decline');
    const after = (await invoiceOf(buyer, held.invoice.id)).json().data;
    expect(after.invoice.status).toBe('pending');
    expect(after.payment.redirect_url).toBe(held.payment.redirect_url);
    const again = await t.app.inject({ method: 'POST', url: `/api/invoices/${held.invoice.id}/pay`, headers: bearerOf(buyer) });
    expect(again.json().data.payment.redirect_url).toBe(held.payment.redirect_url);
    expect(await publicAvailable(eventId, ticketId)).toBe(0);

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/invoices/${held.invoice.id}/cancel`, headers: bearerOf(buyer) });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.invoice.status).toBe('cancelled');
    expect(await publicAvailable(eventId, ticketId)).toBe(4);
    const other = await createTestUser(t.app.db);
    expect((await book(other, { ticket_id: ticketId, quantity: 4 })).statusCode).toBe(201);
    const pay = await t.app.inject({ method: 'POST', url: `/api/invoices/${held.invoice.id}/pay`, headers: bearerOf(buyer) });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe('invoices.not_pending');
  });

  it('Cancel on the gateway sends the buyer to the cancel page and opens a new session on "Complete payment"', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, total: 4 });
    const held = (await book(buyer, { ticket_id: ticketId, quantity: 1 })).json().data;
    const back = await answerTestCheckout(t.app, held.payment.redirect_url, 'cancel');
    expect(back.headers.location).toContain(`/checkout/cancel?invoice=${held.invoice.id}`);
    const pay = await t.app.inject({ method: 'POST', url: `/api/invoices/${held.invoice.id}/pay`, headers: bearerOf(buyer) });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().data.payment.redirect_url).not.toBe(held.payment.redirect_url);
    await answerTestCheckout(t.app, pay.json().data.payment.redirect_url, 'pay');
    expect((await invoiceOf(buyer, held.invoice.id)).json().data.invoice.status).toBe('paid');
  });

  it("answers another buyer's invoice as not found, and a paid or expired one with 409", async () => {
    const buyer = await createTestUser(t.app.db);
    const stranger = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 1000, total: 5 });
    const paid = (await bookPaid(t.app, { headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity: 1 } })).json().data;
    expect((await invoiceOf(stranger, paid.invoice.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/invoices/${paid.invoice.id}/cancel`, headers: bearerOf(stranger) })).statusCode).toBe(404);
    const payPaid = await t.app.inject({ method: 'POST', url: `/api/invoices/${paid.invoice.id}/pay`, headers: bearerOf(buyer) });
    expect(payPaid.statusCode).toBe(409);
    expect(payPaid.json().code).toBe('invoices.paid');
    const cancelPaid = await t.app.inject({ method: 'POST', url: `/api/invoices/${paid.invoice.id}/cancel`, headers: bearerOf(buyer) });
    expect(cancelPaid.json().code).toBe('invoices.paid');
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${paid.invoice.id}` })).statusCode).toBe(401);
  });

  it('a retried request with the same Idempotency-Key answers the same checkout and its page', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 1000, total: 5 });
    const first = await book(buyer, { ticket_id: ticketId, quantity: 2 }, 'key-1');
    const second = await book(buyer, { ticket_id: ticketId, quantity: 2 }, 'key-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.invoice.id).toBe(first.json().data.invoice.id);
    expect(second.json().data.payment.redirect_url).toBe(first.json().data.payment.redirect_url);
    expect(await count(sql`select count(*) as n from bookings where ticket_id = ${ticketId}`)).toBe(2);
  });

  it('a free booking is paid at once, with no gateway', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 0, total: 5 });
    const res = await book(buyer, { ticket_id: ticketId, quantity: 1 });
    expect(res.json().data.invoice.status).toBe('paid');
    expect(res.json().data.payment).toBeNull();
    expect(res.json().data.bookings[0].code).toMatch(/^T1\./);
    expect(await count(sql`select count(*) as n from payments where invoice_id = ${res.json().data.invoice.id}`)).toBe(0);
  });
});

describe('the hold ends', () => {
  it('frees its seats the moment it lapses, before any sweeper; the reconciler then marks the order expired', async () => {
    const first = await createTestUser(t.app.db);
    const second = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 3000, total: 2 });
    const held = (await book(first, { ticket_id: ticketId, quantity: 2 })).json().data;
    const refused = await book(second, { ticket_id: ticketId, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('bookings.sold_out');

    t.clock.advance(15 * MINUTE + 1000);
    try {
      expect((await book(second, { ticket_id: ticketId, quantity: 2 })).statusCode).toBe(201);
      const payExpired = await t.app.inject({ method: 'POST', url: `/api/invoices/${held.invoice.id}/pay`, headers: bearerOf(first) });
      expect(payExpired.statusCode).toBe(409);
      expect(payExpired.json().code).toBe('invoices.expired');
      await reconcileOnce(t.app.payments);
      const after = (await invoiceOf(first, held.invoice.id)).json().data;
      expect(after.invoice.status).toBe('expired');
      expect(after.bookings.every((b: { code: string | null; status: string }) => b.code === null && b.status === 'expired')).toBe(true);
    } finally {
      t.clock.advance(-(15 * MINUTE + 1000));
    }
  });

  it("the ticket row's held counter follows every pending seat through pay, cancel and expiry, and a lapsed hold it still counts yields to the exact rule", async () => {
    const a = await createTestUser(t.app.db);
    const b = await createTestUser(t.app.db);
    const c = await createTestUser(t.app.db);
    const d = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 1000, total: 10 });
    const counters = async () => {
      const row = (
        await t.app.db.execute<{ held: number; pending: number | string; sold: number }>(sql`
        select t.held, t.sold, (select count(*) from bookings b where b.ticket_id = t.id and b.status = 'pending') as pending from tickets t where t.id = ${ticketId}`)
      ).rows[0]!;
      return { held: Number(row.held), pending: Number(row.pending), sold: Number(row.sold) };
    };
    const first = (await book(a, { ticket_id: ticketId, quantity: 3 })).json().data;
    const second = (await book(b, { ticket_id: ticketId, quantity: 2 })).json().data;
    expect(await counters()).toEqual({ held: 5, pending: 5, sold: 0 });
    await answerTestCheckout(t.app, first.payment.redirect_url, 'pay');
    expect(await counters()).toEqual({ held: 2, pending: 2, sold: 3 });
    expect((await t.app.inject({ method: 'POST', url: `/api/invoices/${second.invoice.id}/cancel`, headers: bearerOf(b) })).statusCode).toBe(200);
    expect(await counters()).toEqual({ held: 0, pending: 0, sold: 3 });

    const third = (await book(c, { ticket_id: ticketId, quantity: 4 })).json().data;
    t.clock.advance(15 * MINUTE + 1000);
    try {
      // sold 3 + held 4 + 7 passes the total, but the hold of 4 has run out: the exact rule lets the 7 in.
      const fourth = await book(d, { ticket_id: ticketId, quantity: 7 });
      expect(fourth.statusCode).toBe(201);
      expect(await counters()).toEqual({ held: 11, pending: 11, sold: 3 });
      expect((await book(a, { ticket_id: ticketId, quantity: 1 })).json().code).toBe('bookings.sold_out');
      await reconcileOnce(t.app.payments);
      expect((await invoiceOf(c, third.invoice.id)).json().data.invoice.status).toBe('expired');
      expect(await counters()).toEqual({ held: 7, pending: 7, sold: 3 });
      await answerTestCheckout(t.app, fourth.json().data.payment.redirect_url, 'pay');
      expect(await counters()).toEqual({ held: 0, pending: 0, sold: 10 });
    } finally {
      t.clock.advance(-(15 * MINUTE + 1000));
    }
  });

  it('a payment after the hold is honoured when the seats are still free', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 3000, total: 2 });
    const held = (await book(buyer, { ticket_id: ticketId, quantity: 1 })).json().data;
    t.clock.advance(20 * MINUTE);
    try {
      await answerTestCheckout(t.app, held.payment.redirect_url, 'pay');
      const after = (await invoiceOf(buyer, held.invoice.id)).json().data;
      expect(after.invoice.status).toBe('paid');
      expect(after.bookings[0].code).toMatch(/^T1\./);
      expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 1 });
    } finally {
      t.clock.advance(-20 * MINUTE);
    }
  });

  it('a payment after the hold whose seats went to someone else is refunded at once, with a mail, and never oversells', async () => {
    const late = await createTestUser(t.app.db, { locale: 'ar' });
    const other = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 3000, total: 1 });
    const held = (await book(late, { ticket_id: ticketId, quantity: 1 })).json().data;
    t.clock.advance(16 * MINUTE);
    try {
      const taken = await bookPaid(t.app, { headers: bearerOf(other), payload: { ticket_id: ticketId, quantity: 1 } });
      expect(taken.json().data.invoice.status).toBe('paid');
      await answerTestCheckout(t.app, held.payment.redirect_url, 'pay');
      const after = (await invoiceOf(late, held.invoice.id)).json().data;
      expect(after.invoice.status).toBe('refunded');
      expect(after.bookings.every((b: { code: string | null }) => b.code === null)).toBe(true);
      expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 1 });
      const refunds = await t.app.db.execute<{ amount: number; status: string; booking_id: number | null }>(
        sql`select amount, status, booking_id from refunds where invoice_id = ${held.invoice.id}`,
      );
      expect(refunds.rows).toEqual([{ amount: 3450, status: 'succeeded', booking_id: null }]);
      const mail = await t.app.db.execute<{ subject: string }>(sql`select subject from outbox where recipient = ${late.email} and template is null`);
      expect(mail.rows.map((r) => r.subject)).toEqual([expect.stringContaining('استرداد')]);
      expect(await mailsFor(held.invoice.id)).toBe(0);
      const detail = await t.app.inject({ method: 'GET', url: `/api/admin/invoices/${held.invoice.id}`, headers: bearerOf(admin) });
      expect(detail.json().data.refunds[0]).toMatchObject({ amount: '3.450', status: 'succeeded', reason: 'paid_after_hold_no_seats' });
      expect(detail.json().data.payments[0]).toMatchObject({ status: 'paid', provider: 'test' });
    } finally {
      t.clock.advance(-16 * MINUTE);
    }
  });
});

describe('one confirmation, however many paths arrive', () => {
  it('the return page, the webhook and two reconcilers at once confirm once: one mail, one coin credit, one set of codes', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 4000, total: 10, coinsOnPurchase: 150 });
    const held = (await book(buyer, { ticket_id: ticketId, quantity: 3 })).json().data;
    const [payment] = await findPaymentsOf(t.app.db, held.invoice.id);
    // The buyer paid on the gateway; nobody has been told yet.
    await settleTestSession(t.app.db, payment!.sessionId, 'pay', new Date());
    const results = await Promise.all([
      invoiceOf(buyer, held.invoice.id),
      confirmWebhookSession(t.app.payments, payment!.sessionId),
      confirmWebhookSession(t.app.payments, payment!.sessionId),
      reconcileOnce(t.app.payments),
      reconcileOnce(t.app.payments),
      refreshInvoice(t.app.payments, held.invoice.id),
    ]);
    expect(results[0].statusCode).toBe(200);
    expect(await mailsFor(held.invoice.id)).toBe(1);
    expect(await purchaseCredits(held.invoice.id)).toBe(1);
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 3 });
    const after = (await invoiceOf(buyer, held.invoice.id)).json().data;
    expect(after.invoice.status).toBe('paid');
    expect(after.coins_earned).toBe('4.50');
    const codes = after.bookings.map((b: { code: string }) => b.code);
    expect(new Set(codes).size).toBe(3);
    const again = (await invoiceOf(buyer, held.invoice.id)).json().data;
    expect(again.bookings.map((b: { code: string }) => b.code)).toEqual(codes);
  });

  it('the reconciler confirms a payment no one reported', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 4000, total: 10 });
    const held = (await book(buyer, { ticket_id: ticketId, quantity: 1 })).json().data;
    const [payment] = await findPaymentsOf(t.app.db, held.invoice.id);
    await settleTestSession(t.app.db, payment!.sessionId, 'pay', new Date());
    await reconcileOnce(t.app.payments);
    const invoice = await t.app.db.execute<{ status: string }>(sql`select status from invoices where id = ${held.invoice.id}`);
    expect(invoice.rows[0]?.status).toBe('paid');
  });
});

describe('limits and concurrency', () => {
  it("the per-buyer limit counts the buyer's live holds, and a lapsed hold stops counting", async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 1000, total: 50, perBuyerLimit: 3 });
    expect((await book(buyer, { ticket_id: ticketId, quantity: 2 })).statusCode).toBe(201);
    const over = await book(buyer, { ticket_id: ticketId, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('bookings.limit_exceeded');
    t.clock.advance(16 * MINUTE);
    try {
      expect((await book(buyer, { ticket_id: ticketId, quantity: 3 })).statusCode).toBe(201);
    } finally {
      t.clock.advance(-16 * MINUTE);
    }
  });

  it('200 buyers for 10 seats hold exactly 10, and all of them paying sells exactly 10', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 1500, total: 10 });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => createTestUser(t.app.db)));
    const answers = await Promise.all(buyers.map((b) => book(b, { ticket_id: ticketId, quantity: 1 })));
    const held = answers.filter((a) => a.statusCode === 201);
    expect(held).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'bookings.sold_out')).toBe(true);
    expect(answers.filter((a) => a.statusCode !== 201 && a.statusCode !== 409)).toEqual([]);
    await Promise.all(held.map((a) => answerTestCheckout(t.app, a.json().data.payment.redirect_url, 'pay')));
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 10, total: 10 });
    expect(await count(sql`select count(*) as n from bookings where ticket_id = ${ticketId} and status = 'active'`)).toBe(10);
  });
});

describe('the hold length', () => {
  function update(eventId: number, fields: Record<string, string>) {
    const data = new FormData();
    data.append('_method', 'PUT');
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return t.app.inject({ method: 'POST', url: `/api/admin/events/${eventId}`, headers: bearerOf(admin), payload: data as never });
  }

  it("an event may hold its seats for its own 5–60 minutes; empty goes back to the server's default", async () => {
    const buyer = await createTestUser(t.app.db);
    const { eventId, ticketId } = await createTicketType(t.app.db, { price: 1000, total: 50 });
    const bad = await update(eventId, { checkout_hold_minutes: '4' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.checkout_hold_minutes).toBeDefined();
    const set = await update(eventId, { checkout_hold_minutes: '5' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.event.checkout_hold_minutes).toBe(5);
    const short = (await book(buyer, { ticket_id: ticketId, quantity: 1 })).json().data;
    const holdMs = Date.parse(short.invoice.expires_at) - Date.parse(short.invoice.created_at);
    expect(holdMs).toBe(5 * MINUTE);
    const cleared = await update(eventId, { checkout_hold_minutes: '' });
    expect(cleared.json().data.event.checkout_hold_minutes).toBeNull();
    const normal = (await book(buyer, { ticket_id: ticketId, quantity: 1 })).json().data;
    expect(Date.parse(normal.invoice.expires_at) - Date.parse(normal.invoice.created_at)).toBe(15 * MINUTE);
  });
});

describe('reports count money only once it is paid', () => {
  it('a pending checkout is shown apart and is not in earnings; paid, it is', async () => {
    const reportOf = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/reports/stats', headers: bearerOf(admin) })).json().data;
    const before = await reportOf();
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 10_000, total: 50 });
    const held = (await book(buyer, { ticket_id: ticketId, quantity: 2 })).json().data;
    const during = await reportOf();
    expect(during.earnings).toBe(before.earnings);
    expect(during.pending_holds.orders).toBe(before.pending_holds.orders + 1);
    expect(during.pending_holds.seats).toBe(before.pending_holds.seats + 2);
    expect(Number(during.pending_holds.amount) - Number(before.pending_holds.amount)).toBeCloseTo(23, 3);
    await answerTestCheckout(t.app, held.payment.redirect_url, 'pay');
    const after = await reportOf();
    expect(Number(after.earnings) - Number(before.earnings)).toBeCloseTo(23, 3);
    expect(after.pending_holds.orders).toBe(before.pending_holds.orders);
  });
});

describe('the total and live holds', () => {
  it('an administrator cannot lower a total below the seats sold plus those held by checkouts', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 1000, total: 10 });
    expect((await book(buyer, { ticket_id: ticketId, quantity: 5 })).statusCode).toBe(201);
    const lower = await t.app.inject({ method: 'PUT', url: `/api/admin/tickets/${ticketId}`, headers: bearerOf(admin), payload: { total: 4 } });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().code).toBe('tickets.total_below_sold');
    expect(lower.json().message).toContain('5');
    const fine = await t.app.inject({ method: 'PUT', url: `/api/admin/tickets/${ticketId}`, headers: bearerOf(admin), payload: { total: 5 } });
    expect(fine.statusCode).toBe(200);
  });

  it('a live hold whose seats vanished under it (the total cut behind the API) is refunded when paid, never a 500 or an oversell', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 1000, total: 2 });
    const held = (await book(buyer, { ticket_id: ticketId, quantity: 2 })).json().data;
    await t.app.db.execute(sql`update tickets set total = 1 where id = ${ticketId}`);
    await answerTestCheckout(t.app, held.payment.redirect_url, 'pay');
    const after = (await invoiceOf(buyer, held.invoice.id)).json().data;
    expect(after.invoice.status).toBe('refunded');
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 0, total: 1 });
    const refunds = await t.app.db.execute<{ status: string; amount: number }>(sql`select status, amount from refunds where invoice_id = ${held.invoice.id}`);
    expect(refunds.rows).toEqual([{ status: 'succeeded', amount: 2300 }]);
  });
});
