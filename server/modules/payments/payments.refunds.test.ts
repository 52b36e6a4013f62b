import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerOf, createTestUser, createTicketType, seatsOf, type TTestUser } from '../../test/fixtures';
import { bookPaid } from '../../test/checkout';
import { GatewayUnavailableError, type PaymentGateway, type TRefundInput } from './payments.gateway';
import { reconcileOnce } from './payments.service';
import { testGateway } from './payments.test-provider';

/*
 * Refunds through the gateway (docs/product.md §4 Cancellation, docs/architecture.md §11) and a gateway
 * that fails: the test gateway wrapped so a test can make it refuse refunds or be down.
 */

type TSwitches = { createDown: boolean; refundRefused: boolean; refundDown: boolean; refunds: TRefundInput[] };

let t: TestApp;
let admin: TTestUser;
const switches: TSwitches = { createDown: false, refundRefused: false, refundDown: false, refunds: [] };

beforeAll(async () => {
  let inner: PaymentGateway | null = null;
  const gateway: PaymentGateway = {
    provider: 'test',
    createSession: async (input) => {
      if (switches.createDown) throw new GatewayUnavailableError('gateway answered 503');
      return inner!.createSession(input);
    },
    getSession: (id) => inner!.getSession(id),
    refund: async (input) => {
      switches.refunds.push(input);
      if (switches.refundDown) throw new GatewayUnavailableError('gateway timed out');
      if (switches.refundRefused) return { refundId: null, status: 'failed', error: 'Partial refunds are not supported' };
      return inner!.refund(input);
    },
    verifyWebhook: () => null,
  };
  t = await createTestApp({ manualOutbox: true, paymentReconciler: false, paymentGateway: gateway });
  inner = testGateway(t.app.db, t.config.publicUrl);
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => t.close());

async function refundsOf(invoiceId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/invoices/${invoiceId}`, headers: bearerOf(admin) });
  expect(res.statusCode).toBe(200);
  return res.json().data.refunds as { id: number; amount: string; status: string; booking_id: number | null; attempts: number; last_error: string | null }[];
}

function cancel(path: string, reason = 'Venue change') {
  return t.app.inject({ method: 'POST', url: `/api/admin/${path}/cancel`, headers: bearerOf(admin), payload: { reason } });
}

describe('refunds on cancellation', () => {
  it('cancelling one booking of several refunds its share; cancelling the rest refunds theirs; never more than was paid', async () => {
    switches.refunds = [];
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 1000, total: 10 });
    const paid = (await bookPaid(t.app, { headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity: 3 } })).json().data;
    expect(paid.invoice.total).toBe('3.450');
    const one = await cancel(`bookings/${paid.bookings[0].id}`);
    expect(one.statusCode).toBe(200);
    let refunds = await refundsOf(paid.invoice.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: '1.150', status: 'succeeded', booking_id: paid.bookings[0].id, attempts: 1 })]);
    expect(switches.refunds[0]).toMatchObject({ amount: 1150, paidAmount: 3450 });

    // Asking again changes nothing and refunds nothing more.
    await cancel(`bookings/${paid.bookings[0].id}`);
    expect(await refundsOf(paid.invoice.id)).toHaveLength(1);

    await cancel(`invoices/${paid.invoice.id}`);
    refunds = await refundsOf(paid.invoice.id);
    expect(refunds.map((r) => r.amount).sort()).toEqual(['1.150', '1.150', '1.150']);
    expect(refunds.every((r) => r.status === 'succeeded')).toBe(true);
    const session = await t.app.db.execute<{ refunded: number; amount: number }>(sql`
      select s.refunded, s.amount from test_checkout_sessions s join payments p on p.session_id = s.id where p.invoice_id = ${paid.invoice.id}`);
    expect(session.rows[0]).toEqual({ refunded: 3450, amount: 3450 });
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 0 });
  });

  it('cancelling a whole invoice at once refunds it whole in one refund', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, total: 10 });
    const paid = (await bookPaid(t.app, { headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity: 2 } })).json().data;
    const res = await cancel(`invoices/${paid.invoice.id}`);
    expect(res.json().data.invoice).toMatchObject({ status: 'refunded', refunded: '4.600' });
    expect(await refundsOf(paid.invoice.id)).toEqual([expect.objectContaining({ amount: '4.600', status: 'succeeded', booking_id: null })]);
  });

  it('a refund the gateway refuses is recorded as failed, never as done, and an administrator retries it', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, total: 10 });
    const paid = (await bookPaid(t.app, { headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity: 2 } })).json().data;
    switches.refundRefused = true;
    try {
      await cancel(`bookings/${paid.bookings[1].id}`);
    } finally {
      switches.refundRefused = false;
    }
    const [failed] = await refundsOf(paid.invoice.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, last_error: 'Partial refunds are not supported' });

    const notFailed = await t.app.inject({ method: 'POST', url: `/api/admin/refunds/999999/retry`, headers: bearerOf(admin) });
    expect(notFailed.statusCode).toBe(404);
    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/refunds/${failed!.id}/retry`, headers: bearerOf(admin) });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.refund).toMatchObject({ status: 'succeeded', attempts: 2 });
    const twice = await t.app.inject({ method: 'POST', url: `/api/admin/refunds/${failed!.id}/retry`, headers: bearerOf(admin) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('refunds.not_failed');
    const asBuyer = await t.app.inject({ method: 'POST', url: `/api/admin/refunds/${failed!.id}/retry`, headers: bearerOf(buyer) });
    expect(asBuyer.statusCode).toBe(403);
  });

  it('the worker retries a refund that failed because the gateway was down', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, total: 10 });
    const paid = (await bookPaid(t.app, { headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity: 1 } })).json().data;
    switches.refundDown = true;
    try {
      await cancel(`invoices/${paid.invoice.id}`);
      expect((await refundsOf(paid.invoice.id))[0]).toMatchObject({ status: 'failed', last_error: 'gateway timed out' });
      // Not due yet: the worker leaves it.
      await reconcileOnce(t.app.payments);
      expect((await refundsOf(paid.invoice.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    } finally {
      switches.refundDown = false;
    }
    t.clock.advance(5 * 60_000);
    try {
      await reconcileOnce(t.app.payments);
    } finally {
      t.clock.advance(-5 * 60_000);
    }
    expect((await refundsOf(paid.invoice.id))[0]).toMatchObject({ status: 'succeeded', attempts: 2, last_error: null });
  });

  it('cancelling an event refunds every paid order of it and releases its pending checkouts', async () => {
    const a = await createTestUser(t.app.db);
    const b = await createTestUser(t.app.db);
    const c = await createTestUser(t.app.db);
    const { eventId, ticketId } = await createTicketType(t.app.db, { price: 5000, total: 10 });
    const paidA = (await bookPaid(t.app, { headers: bearerOf(a), payload: { ticket_id: ticketId, quantity: 2 } })).json().data;
    const paidB = (await bookPaid(t.app, { headers: bearerOf(b), payload: { ticket_id: ticketId, quantity: 1 } })).json().data;
    const pendingC = (await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearerOf(c), payload: { ticket_id: ticketId, quantity: 1 } })).json()
      .data;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/cancel`,
      headers: bearerOf(admin),
      payload: { reason: 'Storm warning' },
    });
    expect(res.statusCode).toBe(200);
    expect(await refundsOf(paidA.invoice.id)).toEqual([expect.objectContaining({ amount: '11.500', status: 'succeeded' })]);
    expect(await refundsOf(paidB.invoice.id)).toEqual([expect.objectContaining({ amount: '5.750', status: 'succeeded' })]);
    const statuses = await t.app.db.execute<{ id: number; status: string }>(
      sql`select id, status from invoices where id in (${paidA.invoice.id}, ${paidB.invoice.id}, ${pendingC.invoice.id}) order by id`,
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['refunded', 'refunded', 'cancelled']);
    const mails = await t.app.db.execute<{ recipient: string }>(
      sql`select recipient from outbox where recipient in (${a.email}, ${b.email}) and subject like '%cancelled%'`,
    );
    expect(mails.rows.map((r) => r.recipient).sort()).toEqual([a.email, b.email].sort());
  });
});

describe('the gateway cannot start a checkout', () => {
  it('answers 503 payments.unavailable, releases the hold at once, and a retry with the same key books afresh', async () => {
    const buyer = await createTestUser(t.app.db);
    const { eventId, ticketId } = await createTicketType(t.app.db, { price: 2000, total: 2 });
    switches.createDown = true;
    let res;
    try {
      res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { ...bearerOf(buyer), 'idempotency-key': 'down-1' },
        payload: { ticket_id: ticketId, quantity: 2 },
      });
    } finally {
      switches.createDown = false;
    }
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'payments.unavailable' });
    const event = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` });
    expect(event.json().data.event.tickets[0].available).toBe(2);
    const invoices = await t.app.db.execute<{ status: string; status_reason: string }>(sql`
      select i.status, i.status_reason from invoices i join bookings b on b.invoice_id = i.id where b.ticket_id = ${ticketId} group by i.id`);
    expect(invoices.rows).toEqual([{ status: 'cancelled', status_reason: 'gateway_unavailable' }]);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...bearerOf(buyer), 'idempotency-key': 'down-1' },
      payload: { ticket_id: ticketId, quantity: 2 },
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.invoice.status).toBe('pending');
  });
});
