import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerOf, createTestUser, createTicketType, seatsOf, type TTestUser } from '../../test/fixtures';
import { startFakeThawani, type FakeThawani } from '../../test/fake-thawani';
import { reconcileOnce } from './payments.service';

/*
 * The whole checkout against a fake Thawani Pay (server/test/fake-thawani.ts: its documented endpoints,
 * hosted page and signed webhooks), with the server listening on 127.0.0.1 so the fake's webhooks reach
 * it over HTTP as the real gateway's would (docs/architecture.md §11).
 */

let t: TestApp;
let fake: FakeThawani;
let admin: TTestUser;

beforeAll(async () => {
  fake = await startFakeThawani();
  t = await createTestApp({
    manualOutbox: true,
    paymentReconciler: false,
    env: {
      PAYMENT_PROVIDER: 'thawani',
      THAWANI_BASE_URL: fake.baseUrl,
      THAWANI_SECRET_KEY: fake.secretKey,
      THAWANI_PUBLISHABLE_KEY: fake.publishableKey,
      THAWANI_WEBHOOK_SECRET: fake.webhookSecret,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  fake.webhookUrl = `http://127.0.0.1:${port}/api/payments/thawani/webhook`;
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function book(user: TTestUser, ticketId: number, quantity: number) {
  return t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearerOf(user), payload: { ticket_id: ticketId, quantity } });
}

async function statusOf(invoiceId: number): Promise<string | undefined> {
  const result = await t.app.db.execute<{ status: string }>(sql`select status from invoices where id = ${invoiceId}`);
  return result.rows[0]?.status;
}

const mailsFor = async (invoiceId: number) =>
  Number(
    (
      await t.app.db.execute<{ n: number | string }>(
        sql`select count(*) as n from outbox where template = 'booking_confirmation' and (params->>'invoice_id')::int = ${invoiceId}`,
      )
    ).rows[0]?.n,
  );

function sessionIdOf(redirectUrl: string): string {
  const match = /\/pay\/([^?]+)\?key=/.exec(redirectUrl);
  if (!match) throw new Error(`not a Thawani page: ${redirectUrl}`);
  return decodeURIComponent(match[1]!);
}

describe('checkout through Thawani Pay', () => {
  it('creates a session with the invoice lines in baisa and sends the buyer to the hosted page', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 3333, total: 10 }, { name: 'Oud Night' });
    const res = await book(buyer, ticketId, 3);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.payment.provider).toBe('thawani');
    expect(data.payment.redirect_url).toMatch(new RegExp(`^${new URL(fake.baseUrl).origin}/pay/checkout_[^?]+\\?key=${fake.publishableKey}$`));
    const session = fake.sessions.get(sessionIdOf(data.payment.redirect_url))!;
    expect(session.client_reference_id).toBe(data.invoice.number);
    // 3 × 3.333 = 9.999, VAT 1.500 → 11.499: a VAT-inclusive unit price and a line for the remainder, adding up exactly.
    expect(data.invoice.total).toBe('11.499');
    const sum = session.products.reduce((total, p) => total + p.unit_amount * p.quantity, 0);
    expect(sum).toBe(11499);
    expect(session.products.every((p) => Number.isInteger(p.unit_amount) && p.unit_amount > 0)).toBe(true);
    expect(session.success_url).toBe(`${t.config.publicUrl}/checkout/return?invoice=${data.invoice.id}`);
    expect(session.metadata).toMatchObject({ invoice_id: String(data.invoice.id), customer_email: buyer.email });
  });

  it('a paid session confirms through the signed webhook; a duplicate webhook changes nothing', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, total: 10, coinsOnPurchase: 100 });
    const data = (await book(buyer, ticketId, 2)).json().data;
    fake.duplicateWebhooks = true;
    try {
      await fake.pay(sessionIdOf(data.payment.redirect_url));
    } finally {
      fake.duplicateWebhooks = false;
    }
    expect(fake.webhooks.slice(-2).map((w) => w.status)).toEqual([200, 200]);
    expect(await statusOf(data.invoice.id)).toBe('paid');
    expect(await mailsFor(data.invoice.id)).toBe(1);
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 2 });
    const payments = await t.app.db.execute<{ payment_id: string | null; status: string }>(
      sql`select payment_id, status from payments where invoice_id = ${data.invoice.id}`,
    );
    expect(payments.rows[0]?.status).toBe('paid');
    expect(payments.rows[0]?.payment_id).toMatch(/\S/);
  });

  it('a webhook with a bad signature is refused with 401 and changes nothing; the reconciler still finds the payment', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, total: 10 });
    const data = (await book(buyer, ticketId, 1)).json().data;
    fake.badSignature = true;
    try {
      await fake.pay(sessionIdOf(data.payment.redirect_url));
    } finally {
      fake.badSignature = false;
    }
    expect(fake.webhooks.at(-1)?.status).toBe(401);
    expect(await statusOf(data.invoice.id)).toBe('pending');
    await reconcileOnce(t.app.payments);
    expect(await statusOf(data.invoice.id)).toBe('paid');
  });

  it("a webhook that never comes: the return page's poll confirms it", async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, total: 10 });
    const data = (await book(buyer, ticketId, 1)).json().data;
    await fake.pay(sessionIdOf(data.payment.redirect_url), { webhook: false });
    const read = await t.app.inject({ method: 'GET', url: `/api/invoices/${data.invoice.id}`, headers: bearerOf(buyer) });
    expect(read.json().data.invoice.status).toBe('paid');
    expect(read.json().data.bookings[0].code).toMatch(/^T1\./);
  });

  it('a stale or tampered webhook is 401; an unknown session is 200 and changes nothing', async () => {
    const body = JSON.stringify({ event_type: 'checkout.completed', data: { session_id: 'checkout_unknown', payment_status: 'paid' } });
    const { createHmac } = await import('node:crypto');
    const sign = (raw: string, ts: number) => createHmac('sha256', fake.webhookSecret).update(`${raw}-${ts}`).digest('hex');
    const now = Math.floor(Date.now() / 1000);
    const post = (raw: string, ts: number, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/thawani/webhook',
        headers: { 'content-type': 'application/json', 'thawani-timestamp': String(ts), 'thawani-signature': signature },
        payload: raw,
      });
    const stale = await post(body, now - 11 * 60, sign(body, now - 11 * 60));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('payments.bad_signature');
    const tampered = await post(body.replace('unknown', 'other'), now, sign(body, now));
    expect(tampered.statusCode).toBe(401);
    const unknown = await post(body, now, sign(body, now));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data.received).toBe(true);
  });

  it('the gateway answering 5xx on session creation releases the hold and answers 503', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, total: 1 });
    fake.failWith5xx = true;
    let res;
    try {
      res = await book(buyer, ticketId, 1);
    } finally {
      fake.failWith5xx = false;
    }
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('payments.unavailable');
    expect((await book(buyer, ticketId, 1)).statusCode).toBe(201);
  });

  it("refunds a cancelled booking's share with `amount`; a gateway that refuses partial refunds leaves it failed for the administrator", async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, total: 10 });
    const data = (await book(buyer, ticketId, 2)).json().data;
    await fake.pay(sessionIdOf(data.payment.redirect_url));
    const paid = (await t.app.inject({ method: 'GET', url: `/api/invoices/${data.invoice.id}`, headers: bearerOf(buyer) })).json().data;
    const cancel = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/cancel`, headers: bearerOf(admin), payload: { reason: 'Seat moved' } });
    await cancel(paid.bookings[0].id);
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 2300 });
    fake.partialRefunds = false;
    try {
      await cancel(paid.bookings[1].id);
    } finally {
      fake.partialRefunds = true;
    }
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/invoices/${data.invoice.id}`, headers: bearerOf(admin) })).json().data;
    expect(detail.refunds.map((r: { status: string }) => r.status)).toEqual(['succeeded', 'failed']);
    expect(detail.refunds[1].last_error).toContain('Partial refunds are not supported');
  });
});
