import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBaisa } from '../../../contract/money';
import { bookPaid } from '../../test/checkout';
import { bearerOf, createEvent, createTestUser, createTicketType, DAY, HOUR, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { muscatDateOf } from '../../lib/time';

/* Reports and the sales CSV (docs/product.md §2 reports, §7), on PGlite and PostgreSQL. */

let t: TestApp;
let admin: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => t?.close());

type TBooked = { invoice: { id: number; total: string }; bookings: { id: number }[] };

/** A sale: booked and, for a priced ticket, paid on the test checkout. */
async function book(user: TTestUser, ticketId: number, quantity: number): Promise<TBooked> {
  const res = await bookPaid(t.app, { headers: bearerOf(user), payload: { ticket_id: ticketId, quantity } });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  return res.json().data;
}

/** Moves an invoice (made and paid) and its bookings to `iso`, as if bought then. */
async function boughtAt(booked: TBooked, iso: string): Promise<void> {
  await t.app.db.execute(
    sql`update invoices set created_at = ${iso}::timestamptz, paid_at = case when paid_at is null then null else ${iso}::timestamptz end where id = ${booked.invoice.id}`,
  );
  await t.app.db.execute(sql`update bookings set created_at = ${iso}::timestamptz where invoice_id = ${booked.invoice.id}`);
}

/** Cancels through the API, then moves the cancellation to `iso`; answers the baisa refunded. */
async function cancelledAt(bookingId: number, iso: string): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/bookings/${bookingId}/cancel`, headers: bearerOf(admin), payload: { reason: 'Test' } });
  if (res.statusCode !== 200) throw new Error(`cancel failed: ${res.body}`);
  await t.app.db.execute(sql`update bookings set cancelled_at = ${iso}::timestamptz where id = ${bookingId}`);
  const refunded = await t.app.db.execute<{ refunded: number }>(sql`select refunded from bookings where id = ${bookingId}`);
  return Number(refunded.rows[0]?.refunded);
}

function stats(query = '') {
  return t.app.inject({ method: 'GET', url: `/api/admin/reports/stats${query}`, headers: bearerOf(admin) });
}

function baisa(omr: string): number {
  const value = parseBaisa(omr);
  if (value === null) throw new Error(`not OMR: ${omr}`);
  return value;
}

describe('GET admin/reports/stats over a seeded range', () => {
  let expected: { earnings: number; eventA: number; eventB: number };

  beforeAll(async () => {
    const buyer = await createTestUser(t.app.db);
    const a = await createTicketType(t.app.db, { price: 5000, total: 50 }, { name: 'Report Event A' });
    await t.app.db.execute(sql`update events set name_ar = 'فعالية أ' where id = ${a.eventId}`);
    const b = await createTicketType(t.app.db, { price: 1005, total: 50 }, { name: 'Report Event B' });

    // In range (Muscat days 2024-03-01 … 2024-03-07).
    const a1 = await book(buyer, a.ticketId, 2); // 11.500
    await boughtAt(a1, '2024-03-02T10:00:00+04:00');
    const a2 = await book(buyer, a.ticketId, 1); // 5.750, 20:30 UTC on the 2nd is the 3rd in Muscat
    await boughtAt(a2, '2024-03-02T20:30:00Z');
    const b1 = await book(buyer, b.ticketId, 3); // 3.467, 00:30 in Muscat on the 5th is still the 4th in UTC
    await boughtAt(b1, '2024-03-05T00:30:00+04:00');
    // Outside: the day before and the day after.
    const before = await book(buyer, b.ticketId, 1); // 1.156
    await boughtAt(before, '2024-02-29T23:00:00+04:00');
    const after = await book(buyer, a.ticketId, 1);
    await boughtAt(after, '2024-03-08T00:10:00+04:00');
    // A pending invoice is no earning.
    await t.app.db.execute(sql`insert into invoices (user_id, subtotal, vat, total, vat_rate_bp, status, created_at)
      values (${buyer.id}, 10000, 1500, 11500, 1500, 'pending', '2024-03-03T12:00:00+04:00')`);

    // Refunds count on the day of the cancellation: in range (of a sale in range, and of one before it) or not.
    const refundA = await cancelledAt(a1.bookings[0]!.id, '2024-03-06T12:00:00+04:00');
    const refundBefore = await cancelledAt(before.bookings[0]!.id, '2024-03-04T09:00:00+04:00');
    await cancelledAt(b1.bookings[0]!.id, '2024-03-09T09:00:00+04:00');
    expect([refundA, refundBefore]).toEqual([5750, 1156]);

    const totals = [a1, a2, b1].map((x) => baisa(x.invoice.total));
    expect(totals).toEqual([11500, 5750, 3467]);
    expected = {
      earnings: totals.reduce((s, x) => s + x, 0) - refundA - refundBefore,
      eventA: totals[0]! + totals[1]! - refundA,
      eventB: totals[2]! - refundBefore,
    };
  });

  it('earns paid invoice totals with VAT, less refunds, and says so day by day, zero days included', async () => {
    const res = await stats('?from=2024-03-01&to=2024-03-07');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ from: '2024-03-01', to: '2024-03-07' });
    expect(baisa(data.earnings)).toBe(expected.earnings);
    expect(data.earnings).toBe('13.811');
    expect(data.sales_per_day).toEqual([
      { date: '2024-03-01', bookings: 0, earnings: '0.000', discounts: '0.000' },
      { date: '2024-03-02', bookings: 2, earnings: '11.500', discounts: '0.000' },
      { date: '2024-03-03', bookings: 1, earnings: '5.750', discounts: '0.000' },
      { date: '2024-03-04', bookings: 0, earnings: '-1.156', discounts: '0.000' },
      { date: '2024-03-05', bookings: 3, earnings: '3.467', discounts: '0.000' },
      { date: '2024-03-06', bookings: 0, earnings: '-5.750', discounts: '0.000' },
      { date: '2024-03-07', bookings: 0, earnings: '0.000', discounts: '0.000' },
    ]);
    const sum = data.sales_per_day.reduce((s: number, d: { earnings: string }) => s + baisa(d.earnings), 0);
    expect(sum).toBe(expected.earnings);
    expect(
      data.top_events.map((e: { name: string; name_ar: string; revenue: string; bookings: number }) => [e.name, e.name_ar, baisa(e.revenue), e.bookings]),
    ).toEqual([
      ['Report Event A', 'فعالية أ', expected.eventA, 3],
      ['Report Event B', '', expected.eventB, 3],
    ]);
  });

  it('counts one day alone, and the same day through its Muscat bounds', async () => {
    const res = await stats('?from=2024-03-03&to=2024-03-03');
    expect(res.json().data.sales_per_day).toEqual([{ date: '2024-03-03', bookings: 1, earnings: '5.750', discounts: '0.000' }]);
    expect(res.json().data.earnings).toBe('5.750');
  });

  it('exports the same table as CSV: BOM, attachment, one row a day, negative days as numbers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reports/sales.csv?from=2024-03-01&to=2024-03-07', headers: bearerOf(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-2024-03-01-to-2024-03-07.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Date,Bookings,Earnings (OMR),Promo discounts (OMR)',
      '2024-03-01,0,0.000,0.000',
      '2024-03-02,2,11.500,0.000',
      '2024-03-03,1,5.750,0.000',
      '2024-03-04,0,-1.156,0.000',
      '2024-03-05,3,3.467,0.000',
      '2024-03-06,0,-5.750,0.000',
      '2024-03-07,0,0.000,0.000',
      '',
    ]);
    const arabic = await t.app.inject({ method: 'GET', url: '/api/admin/reports/sales.csv?from=2024-03-01&to=2024-03-01&lang=ar', headers: bearerOf(admin) });
    expect(arabic.body.slice(1).split('\r\n')[0]).toBe('التاريخ,الحجوزات,الأرباح (ر.ع.),خصومات الرموز الترويجية (ر.ع.)');
  });
});

describe('GET admin/reports/stats: counts, door progress and coins', () => {
  it('counts users, events not cancelled and active bookings, all time', async () => {
    const res = await stats();
    const counted = await t.app.db.execute<{ users: string; events: string; bookings: string }>(sql`
      select (select count(*) from users) as users, (select count(*) from events where cancelled_at is null) as events,
        (select count(*) from bookings where status = 'active') as bookings`);
    const row = counted.rows[0]!;
    expect(res.json().data).toMatchObject({ users: Number(row.users), events: Number(row.events), bookings: Number(row.bookings) });
    expect(Number(row.bookings)).toBeGreaterThan(0);
  });

  it('shows check-in progress of upcoming and running events only', async () => {
    const buyer = await createTestUser(t.app.db);
    const running = await createTicketType(t.app.db, { total: 10 }, { name: 'Running now', startsInMs: -HOUR, durationMs: 3 * HOUR });
    const upcoming = await createTicketType(t.app.db, { total: 10 }, { name: 'Coming up' });
    const booked = await book(buyer, upcoming.ticketId, 3);
    await t.app.db.execute(sql`update bookings set used_count = 1 where id = ${booked.bookings[0]!.id}`);
    await t.app.inject({ method: 'POST', url: `/api/admin/bookings/${booked.bookings[1]!.id}/cancel`, headers: bearerOf(admin), payload: { reason: 'x' } });
    const ended = await createEvent(t.app.db, { name: 'Ended', start: new Date(Date.now() - 2 * DAY) });
    const cancelled = await createEvent(t.app.db, { name: 'Called off', start: new Date(Date.now() + DAY), cancelled: true });

    const checkIns = (await stats()).json().data.check_ins as { event_id: number; name: string; checked_in: number; sold: number }[];
    expect(checkIns.find((e) => e.event_id === upcoming.eventId)).toMatchObject({ name: 'Coming up', checked_in: 1, sold: 2 });
    expect(checkIns.find((e) => e.event_id === running.eventId)).toMatchObject({ checked_in: 0, sold: 0 });
    expect(checkIns.map((e) => e.event_id)).not.toContain(ended);
    expect(checkIns.map((e) => e.event_id)).not.toContain(cancelled);
    // Soonest first: the running event before the upcoming one.
    expect(checkIns.findIndex((e) => e.event_id === running.eventId)).toBeLessThan(checkIns.findIndex((e) => e.event_id === upcoming.eventId));
  });

  it('adds up coins issued (credits) and spent (redemptions) in the range', async () => {
    const user = await createTestUser(t.app.db, { coins: 900 });
    const [reward] = (await t.app.db.execute<{ id: number }>(sql`insert into rewards (title, cost) values ('Report coffee', 300) returning id`)).rows;
    const redeemed = await t.app.inject({ method: 'POST', url: `/api/rewards/${reward!.id}/redeem`, headers: bearerOf(user) });
    expect(redeemed.statusCode).toBe(201);
    await t.app.db.execute(sql`update coin_transactions set created_at = '2023-06-10T12:00:00+04:00' where user_id = ${user.id}`);
    const res = await stats('?from=2023-06-01&to=2023-06-30');
    expect(res.json().data.coins).toEqual({ issued: '9.00', spent: '3.00' });
    expect(res.json().data.earnings).toBe('0.000');
    expect(res.json().data.top_events).toEqual([]);
  });
});

describe('GET admin/reports/stats: the range', () => {
  it('defaults to the last 30 days ending today in Muscat', async () => {
    const res = await stats();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const today = muscatDateOf(t.clock.now());
    expect(data.to).toBe(today);
    expect(data.sales_per_day).toHaveLength(30);
    expect(data.sales_per_day.at(-1).date).toBe(today);
    expect(data.sales_per_day[0].date).toBe(data.from);
    // Today's bookings made by the other tests are in it.
    expect(data.sales_per_day.at(-1).bookings).toBeGreaterThan(0);
  });

  it('takes one bound and fills the other', async () => {
    const res = await stats('?to=2024-03-07');
    expect(res.json().data).toMatchObject({ from: '2024-02-07', to: '2024-03-07' });
  });

  it('refuses a backwards, too long or impossible range with 422', async () => {
    for (const query of ['?from=2024-03-08&to=2024-03-07', '?from=2023-01-01&to=2024-01-02', '?from=2024-02-30&to=2024-03-01', '?from=yesterday']) {
      const res = await stats(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().code).toBe('validation.failed');
    }
    // 366 days is allowed: a leap year.
    const year = await stats('?from=2024-01-01&to=2024-12-31');
    expect(year.statusCode).toBe(200);
    expect(year.json().data.sales_per_day).toHaveLength(366);
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/reports/sales.csv?from=2024-03-08&to=2024-03-07', headers: bearerOf(admin) });
    expect(csv.statusCode).toBe(422);
  });
});
