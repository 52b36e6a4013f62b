import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminPromoCodeListResponseSchema, ZAdminPromoCodeResponseSchema } from '../../../contract/admin-promo-codes';
import { ZCreateBookingResponseSchema } from '../../../contract/bookings';
import { ZPromoPreviewResponseSchema } from '../../../contract/promo';
import { answerTestCheckout } from '../../test/checkout';
import { bearerOf, createTestUser, createTicketType, DAY, HOUR, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reconcileOnce } from '../payments/payments.service';
import { orderPrice, unitDiscount } from './promo.service';

/*
 * Promo codes (docs/product.md §10 Promo codes): the administrator's codes, the discount on a booking (VAT on
 * what is left, the gateway charged the discounted total, a zero total is a free order), every refusal, uses
 * counted in tickets and given back, limits held under concurrency, guesses limited. PGlite and PostgreSQL.
 */

let t: TestApp;
let admin: TTestUser;

beforeAll(async () => {
  t = await createTestApp({ paymentReconciler: false });
  admin = await createTestUser(t.app.db, { roleId: 1, name: 'Promo Admin' });
});
afterAll(async () => t?.close());

let codeCounter = 0;
function uniqueCode(prefix = 'SAVE'): string {
  codeCounter += 1;
  return `${prefix}${process.pid % 1000}${codeCounter}`;
}

async function createPromo(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promo-codes',
    headers: bearerOf(admin),
    payload: { kind: 'percent', value: '10', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return ZAdminPromoCodeResponseSchema.parse(res.json()).data.promo_code;
}

function book(user: TTestUser, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/bookings', headers: { ...bearerOf(user), ...headers }, payload });
}

async function paymentAmount(invoiceId: number): Promise<number> {
  const result = await t.app.db.execute<{ amount: number }>(sql`select amount from payments where invoice_id = ${invoiceId}`);
  return Number(result.rows[0]?.amount);
}

async function listed(id: number) {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes?per_page=100', headers: bearerOf(admin) });
  return ZAdminPromoCodeListResponseSchema.parse(res.json()).data.promo_codes.find((p) => p.id === id);
}

describe('the discount arithmetic', () => {
  it('takes a percent of each ticket to the baisa, or a fixed amount never above the price, and VAT on what is left', () => {
    expect(unitDiscount(4500, { kind: 'percent', value: 10 })).toBe(450);
    expect(unitDiscount(1005, { kind: 'percent', value: 15 })).toBe(151);
    expect(unitDiscount(2000, { kind: 'fixed', value: 2500 })).toBe(2000);
    expect(orderPrice(4500, 2, { kind: 'percent', value: 10 }, 1500)).toEqual({ subtotal: 9000, discount: 900, vat: 1215, total: 9315 });
    expect(orderPrice(2000, 3, { kind: 'fixed', value: 5000 }, 1500)).toEqual({ subtotal: 6000, discount: 6000, vat: 0, total: 0 });
    expect(orderPrice(2000, 1, null, 1500)).toEqual({ subtotal: 2000, discount: 0, vat: 300, total: 2300 });
  });
});

describe('admin/promo-codes', () => {
  it('creates a code in capitals, refuses the same code in any case, and checks value, window and scope', async () => {
    const code = uniqueCode('Ramadan');
    const made = await createPromo({ code: code.toLowerCase(), kind: 'fixed', value: '2.5', max_uses: 100, max_uses_per_user: 4 });
    expect(made).toMatchObject({
      code: code.toUpperCase(),
      kind: 'fixed',
      value: '2.500',
      max_uses: 100,
      max_uses_per_user: 4,
      active: true,
      uses: 0,
      discount_total: '0.000',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: bearerOf(admin),
      payload: { code: code.toUpperCase(), kind: 'percent', value: '5' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('promo.code_taken');

    const bad = async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        headers: bearerOf(admin),
        payload: { code: uniqueCode(), kind: 'percent', value: '10', ...payload },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      return Object.keys(res.json().errors ?? {});
    };
    expect(await bad({ value: '0' })).toContain('value');
    expect(await bad({ value: '101' })).toContain('value');
    expect(await bad({ kind: 'fixed', value: '0.000' })).toContain('value');
    expect(await bad({ code: 'ab' })).toContain('code');
    expect(await bad({ code: 'NO SPACES' })).toContain('code');
    expect(await bad({ starts_at: '2031-01-02T00:00:00+04:00', ends_at: '2031-01-01T00:00:00+04:00' })).toContain('ends_at');
    const { eventId } = await createTicketType(t.app.db);
    const other = await createTicketType(t.app.db);
    expect(await bad({ event_id: eventId, ticket_ids: [other.ticketId] })).toContain('ticket_ids');
    expect(await bad({ ticket_ids: [other.ticketId] })).toContain('event_id');
  });

  it('edits a code, deletes one nobody used, and only switches off one that was used', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 1000 });
    const unused = await createPromo({ code: uniqueCode() });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/promo-codes/${unused.id}`,
      headers: bearerOf(admin),
      payload: { value: '25', max_uses: 3 },
    });
    expect(edited.json().data.promo_code).toMatchObject({ value: '25', max_uses: 3, kind: 'percent' });
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/admin/promo-codes/${unused.id}`, headers: bearerOf(admin) });
    expect(gone.json().data).toMatchObject({ deleted: true, promo_code: null });

    const used = await createPromo({ code: uniqueCode() });
    const buyer = await createTestUser(t.app.db);
    expect((await book(buyer, { ticket_id: ticketId, quantity: 1, promo_code: used.code })).statusCode).toBe(201);
    const kept = await t.app.inject({ method: 'DELETE', url: `/api/admin/promo-codes/${used.id}`, headers: bearerOf(admin) });
    expect(kept.json().data).toMatchObject({ deleted: false, promo_code: { active: false, uses: 1 } });
    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?entity=promo_code&entity_id=${used.id}`, headers: bearerOf(admin) });
    expect(audit.json().data.entries.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
  });

  it('is for administrators only', async () => {
    const user = await createTestUser(t.app.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes', headers: bearerOf(user) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', payload: {} })).statusCode).toBe(401);
  });
});

describe('a booking with a promo code', () => {
  it('holds the seats at the discounted price, charges the gateway the discounted total, and keeps the code on the invoice', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 4500 });
    const promo = await createPromo({ code: uniqueCode('Oud'), value: '10' });
    const buyer = await createTestUser(t.app.db);
    const res = await book(buyer, { ticket_id: ticketId, quantity: 2, promo_code: `  ${promo.code.toLowerCase()} ` });
    expect(res.statusCode, res.body).toBe(201);
    const body = ZCreateBookingResponseSchema.parse(res.json()).data;
    expect(body.invoice).toMatchObject({ subtotal: '9.000', discount: '0.900', promo_code: promo.code, vat: '1.215', total: '9.315', status: 'pending' });
    expect(await paymentAmount(body.invoice.id)).toBe(9315);
    await answerTestCheckout(t.app, body.payment!.redirect_url, 'pay');
    const read = await t.app.inject({ method: 'GET', url: `/api/invoices/${body.invoice.id}`, headers: bearerOf(buyer) });
    expect(read.json().data.invoice).toMatchObject({ status: 'paid', discount: '0.900', total: '9.315' });
    expect(await listed(promo.id)).toMatchObject({ uses: 2, discount_total: '0.900' });
    // The day's report counts what the code took off, and the sales file carries it.
    const report = await t.app.inject({ method: 'GET', url: '/api/admin/reports/stats', headers: bearerOf(admin) });
    expect(Number(report.json().data.discounts)).toBeGreaterThanOrEqual(0.9);
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/reports/sales.csv', headers: bearerOf(admin) });
    const last = csv.body.trim().split('\r\n').at(-1)!.split(',');
    expect(Number(last[3])).toBeGreaterThanOrEqual(0.9);
  });

  it('makes a free order of a code that takes the whole price: no gateway, codes signed at once', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 2000 });
    const promo = await createPromo({ code: uniqueCode('Free'), kind: 'fixed', value: '5' });
    const buyer = await createTestUser(t.app.db);
    const res = await book(buyer, { ticket_id: ticketId, quantity: 2, promo_code: promo.code });
    expect(res.statusCode, res.body).toBe(201);
    const body = ZCreateBookingResponseSchema.parse(res.json()).data;
    expect(body.payment).toBeNull();
    expect(body.invoice).toMatchObject({ subtotal: '4.000', discount: '4.000', vat: '0.000', total: '0.000', status: 'paid' });
    expect(body.bookings.every((b) => b.code?.startsWith('T1.'))).toBe(true);
  });

  it('a free order by code takes only seats no checkout holds: held seats stay with their checkout', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, total: 2 });
    const promo = await createPromo({ code: uniqueCode('Gift'), kind: 'percent', value: '100' });
    const holder = await createTestUser(t.app.db);
    const held = await book(holder, { ticket_id: ticketId, quantity: 2 });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().data.invoice.status).toBe('pending');
    const free = await book(await createTestUser(t.app.db), { ticket_id: ticketId, quantity: 1, promo_code: promo.code });
    expect(free.statusCode, free.body).toBe(409);
    expect(free.json().code).toBe('bookings.sold_out');
    // The checkout still gets both its seats.
    const paid = await answerTestCheckout(t.app, held.json().data.payment.redirect_url);
    expect(paid.statusCode).toBeLessThan(400);
    const seats = await t.app.db.execute<{ sold: number }>(sql`select sold from tickets where id = ${ticketId}`);
    expect(Number(seats.rows[0]!.sold)).toBe(2);
  });

  it('refuses a wrong, switched-off, early, late or out-of-scope code, with a code for each, and books nothing', async () => {
    const { ticketId, eventId } = await createTicketType(t.app.db, { price: 1000 });
    const elsewhere = await createTicketType(t.app.db, { price: 1000 });
    const buyer = await createTestUser(t.app.db);
    const refusal = async (promoCode: string) => {
      const res = await book(buyer, { ticket_id: ticketId, quantity: 1, promo_code: promoCode });
      expect(res.statusCode, promoCode).toBe(422);
      return res.json().code as string;
    };
    expect(await refusal('NOSUCHCODE')).toBe('promo.invalid');
    expect(await refusal('x')).toBe('promo.invalid');
    expect(await refusal((await createPromo({ code: uniqueCode(), active: false })).code)).toBe('promo.expired');
    expect(await refusal((await createPromo({ code: uniqueCode(), starts_at: new Date(Date.now() + DAY).toISOString() })).code)).toBe('promo.expired');
    expect(await refusal((await createPromo({ code: uniqueCode(), ends_at: new Date(Date.now() - HOUR).toISOString() })).code)).toBe('promo.expired');
    expect(await refusal((await createPromo({ code: uniqueCode(), event_id: elsewhere.eventId })).code)).toBe('promo.not_applicable');
    const otherType = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/tickets`,
      headers: bearerOf(admin),
      payload: { name: 'VIP', price: '9', total: 10, usage_limit: 1 },
    });
    expect(await refusal((await createPromo({ code: uniqueCode(), event_id: eventId, ticket_ids: [otherType.json().data.ticket.id] })).code)).toBe(
      'promo.not_applicable',
    );
    const seats = await t.app.db.execute<{ n: string }>(sql`select count(*) as n from bookings where ticket_id = ${ticketId}`);
    expect(Number(seats.rows[0]?.n)).toBe(0);
  });

  it('counts uses in tickets, per buyer too, and gives them back when a hold runs out or an order is cancelled', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 1000, total: 50 });
    const promo = await createPromo({ code: uniqueCode('Few'), max_uses: 3, max_uses_per_user: 2 });
    const [a, b, c] = [await createTestUser(t.app.db), await createTestUser(t.app.db), await createTestUser(t.app.db)];
    expect((await book(a, { ticket_id: ticketId, quantity: 3, promo_code: promo.code })).json().code).toBe('promo.used_up');
    const first = await book(a, { ticket_id: ticketId, quantity: 2, promo_code: promo.code });
    expect(first.statusCode).toBe(201);
    expect((await book(a, { ticket_id: ticketId, quantity: 1, promo_code: promo.code })).json().code).toBe('promo.used_up');
    const second = await book(b, { ticket_id: ticketId, quantity: 1, promo_code: promo.code });
    expect(second.statusCode).toBe(201);
    expect((await book(c, { ticket_id: ticketId, quantity: 1, promo_code: promo.code })).json().code).toBe('promo.used_up');
    // Without the code the seats are still for sale.
    expect((await book(c, { ticket_id: ticketId, quantity: 1 })).statusCode).toBe(201);

    // b pays and the administrator cancels the order: its use comes back.
    await answerTestCheckout(t.app, second.json().data.payment.redirect_url, 'pay');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${second.json().data.invoice.id}/cancel`,
      headers: bearerOf(admin),
      payload: { reason: 'Moved' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await book(c, { ticket_id: ticketId, quantity: 1, promo_code: promo.code })).statusCode).toBe(201);
    expect((await book(b, { ticket_id: ticketId, quantity: 1, promo_code: promo.code })).json().code).toBe('promo.used_up');

    // The unpaid holds of a (2) and c (1) run out: their uses come back before anything marks them.
    t.clock.advance(2 * HOUR);
    const counted = async () => Number((await t.app.db.execute<{ used: number }>(sql`select used from promo_codes where id = ${promo.id}`)).rows[0]?.used);
    expect(await counted()).toBe(3);
    expect((await book(b, { ticket_id: ticketId, quantity: 2, promo_code: promo.code })).statusCode).toBe(201);
    expect(await listed(promo.id)).toMatchObject({ uses: 2 });
    // Once the reconciler marks them lapsed, the counter agrees with the exact count.
    await reconcileOnce(t.app.payments);
    expect(await counted()).toBe(2);
  });

  it('replays the same Idempotency-Key only for the same code', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 1000 });
    const promo = await createPromo({ code: uniqueCode() });
    const buyer = await createTestUser(t.app.db);
    const key = { 'idempotency-key': `promo-${uniqueCode()}` };
    expect((await book(buyer, { ticket_id: ticketId, quantity: 1, promo_code: promo.code }, key)).statusCode).toBe(201);
    expect((await book(buyer, { ticket_id: ticketId, quantity: 1, promo_code: promo.code.toLowerCase() }, key)).statusCode).toBe(200);
    expect((await book(buyer, { ticket_id: ticketId, quantity: 1 }, key)).json().code).toBe('bookings.idempotency_conflict');
  });

  it('discounts exactly max_uses tickets when 50 buyers race for them', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 1000, total: 100 });
    const promo = await createPromo({ code: uniqueCode('Race'), max_uses: 5 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createTestUser(t.app.db)));
    const answers = await Promise.all(buyers.map((buyer) => book(buyer, { ticket_id: ticketId, quantity: 1, promo_code: promo.code })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 422).every((r) => r.json().code === 'promo.used_up')).toBe(true);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(45);
    const discounted = await t.app.db.execute<{ n: string }>(sql`select count(*) as n from bookings where promo_code_id = ${promo.id}`);
    expect(Number(discounted.rows[0]?.n)).toBe(5);
  });
});

describe('GET promo-codes/{code}', () => {
  it('previews what the order costs with the code, and refuses as the booking would', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 4500 });
    const promo = await createPromo({ code: uniqueCode('Look'), value: '10' });
    const res = await t.app.inject({ method: 'GET', url: `/api/promo-codes/${promo.code.toLowerCase()}?ticket_id=${ticketId}&quantity=2` });
    expect(res.statusCode).toBe(200);
    expect(ZPromoPreviewResponseSchema.parse(res.json()).data).toEqual({
      code: promo.code,
      discount: '0.900',
      subtotal: '9.000',
      vat: '1.215',
      total: '9.315',
    });
    const off = await createPromo({ code: uniqueCode(), active: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/promo-codes/${off.code}?ticket_id=${ticketId}` })).json().code).toBe('promo.expired');
    expect((await t.app.inject({ method: 'GET', url: `/api/promo-codes/${promo.code}?ticket_id=999999` })).statusCode).toBe(404);
  });

  it('limits guessing: ten unknown codes a minute from one address, then 429 with Retry-After; right codes cost nothing', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 1000 });
    const promo = await createPromo({ code: uniqueCode('Right') });
    const from = { remoteAddress: '203.0.113.77' };
    for (let i = 0; i < 12; i += 1) {
      const right = await t.app.inject({ method: 'GET', url: `/api/promo-codes/${promo.code}?ticket_id=${ticketId}`, ...from });
      expect(right.statusCode).toBe(200);
    }
    for (let i = 0; i < 10; i += 1) {
      const wrong = await t.app.inject({ method: 'GET', url: `/api/promo-codes/GUESS${i}XX?ticket_id=${ticketId}`, ...from });
      expect(wrong.json().code).toBe('promo.invalid');
    }
    const blocked = await t.app.inject({ method: 'GET', url: `/api/promo-codes/${promo.code}?ticket_id=${ticketId}`, ...from });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by these guesses.
    expect((await t.app.inject({ method: 'GET', url: `/api/promo-codes/${promo.code}?ticket_id=${ticketId}`, remoteAddress: '203.0.113.78' })).statusCode).toBe(
      200,
    );
  });
});
