import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPaid } from '../../test/checkout';
import { bearerOf, createTestUser, createTicketType, HOUR, seatsOf, type TTestUser } from '../../test/fixtures';
import { mailParts, startTestSmtpServer, type TestSmtpServer } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { spend } from '../coins/coins.ledger';
import { scanOf, upload } from '../scans/scans.test-support';
import { shareOut } from './bookings.cancel.service';

/* Cancellations and refunds (docs/product.md §4 Cancellation, §7), on PGlite and PostgreSQL. */

let smtp: TestSmtpServer;
let t: TestApp;
let admin: TTestUser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://tadhkira.example.om' } });
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type TBooked = { invoice: { id: number; total: string }; bookings: { id: number; code: string; booking_number: string }[] };

/** A paid booking: for a priced ticket, booked and paid on the test checkout. */
async function book(user: TTestUser, ticketId: number, quantity: number): Promise<TBooked> {
  const res = await bookPaid(t.app, { headers: bearerOf(user), payload: { ticket_id: ticketId, quantity } });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  return res.json().data;
}

function cancelBooking(id: number | string, body: unknown = { reason: 'Customer asked' }) {
  return t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/cancel`, headers: bearerOf(admin), payload: body as object });
}

function cancelInvoice(id: number | string, body: unknown = { reason: 'Event moved' }) {
  return t.app.inject({ method: 'POST', url: `/api/admin/invoices/${id}/cancel`, headers: bearerOf(admin), payload: body as object });
}

async function coinsOf(userId: number): Promise<number> {
  const result = await t.app.db.execute<{ coins: number }>(sql`select coins from users where id = ${userId}`);
  return Number(result.rows[0]?.coins);
}

async function reversalsOf(bookingId: number): Promise<{ amount: number; event_id: number; invoice_id: number }[]> {
  const result = await t.app.db.execute<{ amount: number; event_id: number; invoice_id: number }>(
    sql`select amount, event_id, invoice_id from coin_transactions where booking_id = ${bookingId} and kind = 'purchase_reversal' order by id`,
  );
  return result.rows.map((r) => ({ amount: Number(r.amount), event_id: Number(r.event_id), invoice_id: Number(r.invoice_id) }));
}

async function activeCount(ticketId: number): Promise<number> {
  const result = await t.app.db.execute<{ n: string | number }>(sql`select count(*) as n from bookings where ticket_id = ${ticketId} and status = 'active'`);
  return Number(result.rows[0]?.n);
}

/** The Subject header with its RFC 2047 encoded words decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  const words = [...header.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1] ?? '', 'base64'));
  return words.length > 0 ? Buffer.concat(words).toString('utf8') : header.trim();
}

function mailsTo(email: string, subjectPart: string): string[] {
  return smtp.messages.filter((m) => m.to.includes(email) && subjectOf(m.raw).includes(subjectPart)).map((m) => m.raw);
}

async function waitForMail(email: string, subjectPart: string): Promise<string> {
  for (let i = 0; i < 250; i++) {
    const found = mailsTo(email, subjectPart)[0];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail "${subjectPart}" to ${email}`);
}

function textOf(raw: string): string {
  return mailParts(raw).parts.find((p) => p.contentType === 'text/plain')?.body ?? '';
}

describe('shareOut', () => {
  it('splits an amount to the unit, adding up exactly, remainder to later shares', () => {
    expect(shareOut(3467, [1005, 1005, 1005])).toEqual([1155, 1156, 1156]);
    expect(shareOut(10, [1, 1, 1])).toEqual([3, 3, 4]);
    expect(shareOut(0, [5000, 5000])).toEqual([0, 0]);
    expect(shareOut(700, [0, 0])).toEqual([350, 350]);
    const big = shareOut(2_000_000_000, [1_900_000_000, 100_000_000, 7]);
    expect(big.reduce((a, b) => a + b, 0)).toBe(2_000_000_000);
  });
});

describe('POST admin/bookings/:id/cancel', () => {
  it('cancels one booking: seat back, coins taken back, invoice partly refunded, scanners and My Tickets see it, the holder is mailed in Arabic', async () => {
    const holder = await createTestUser(t.app.db, { name: 'سالم', locale: 'ar' });
    const { eventId, ticketId } = await createTicketType(t.app.db, { price: 5000, total: 10, coinsOnPurchase: 250, nameAr: 'عام' }, { name: 'Oud Night' });
    await t.app.db.execute(sql`update events set name_ar = 'أمسية العود' where id = ${eventId}`);
    const booked = await book(holder, ticketId, 2);
    expect(booked.invoice.total).toBe('11.500');
    const [first, second] = booked.bookings;
    expect(await coinsOf(holder.id)).toBe(500);

    const before = await t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/scan-manifest`, headers: bearerOf(admin) });
    const cursor = before.json().data.cursor as string;

    const res = await cancelBooking(first!.id, { reason: 'Duplicate purchase' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({ id: first!.id, status: 'cancelled', booking_number: first!.booking_number });
    expect(data.invoice).toEqual({ id: booked.invoice.id, number: expect.any(String), status: 'paid', refunded: '5.750' });
    expect(data).toMatchObject({ coins_reversed: '2.50', coins_unrecovered: '0.00', reason: 'Duplicate purchase' });
    expect(Date.parse(data.cancelled_at)).not.toBeNaN();

    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 1, bookings: 2 });
    expect(await coinsOf(holder.id)).toBe(250);
    expect(await reversalsOf(first!.id)).toEqual([{ amount: -250, event_id: eventId, invoice_id: booked.invoice.id }]);

    // The scanners' next delta carries it as cancelled (rows of the last minute are re-sent too, by design).
    const delta = await t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/scan-manifest?since=${cursor}`, headers: bearerOf(admin) });
    const rows = delta.json().data.bookings as { id: number; status: string }[];
    expect(rows.find((b) => b.id === first!.id)?.status).toBe('cancelled');
    expect(rows.find((b) => b.id === second!.id)?.status ?? 'active').toBe('active');

    // My Tickets: cancelled, never offered as ready to use (the pass page shows only active ones).
    const mine = await t.app.inject({ method: 'GET', url: `/api/my-tickets/${first!.id}`, headers: bearerOf(holder) });
    expect(mine.json().data.booking).toMatchObject({ cancelled: true, status: 'expired', badge: 'expired' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/my-tickets?status=active', headers: bearerOf(holder) });
    expect(ready.json().data.bookings.map((b: { id: number }) => b.id)).toEqual([second!.id]);
    const invoices = await t.app.inject({ method: 'GET', url: '/api/user/invoices', headers: bearerOf(holder) });
    expect(invoices.json().data.invoices[0]).toMatchObject({ id: booked.invoice.id, status: 'paid' });
    const stats = await t.app.inject({ method: 'GET', url: '/api/user/stats', headers: bearerOf(holder) });
    expect(stats.json().data).toMatchObject({ total_bookings: 1, total_spent: '5.750' });

    const mail = await waitForMail(holder.email, 'تم إلغاء حجزك');
    expect(subjectOf(mail)).toBe('تم إلغاء حجزك لفعالية أمسية العود');
    const text = textOf(mail);
    expect(text).toContain('مرحبًا سالم،');
    expect(text).toContain(`${first!.booking_number} — عام`);
    expect(text).not.toContain(second!.booking_number);
    expect(text).toContain('السبب: Duplicate purchase');
    expect(text).toContain('https://tadhkira.example.om/my-tickets');

    // The last booking of the invoice: it reads refunded, in full.
    const last = await cancelBooking(second!.id);
    expect(last.json().data.invoice).toMatchObject({ status: 'refunded', refunded: '11.500' });
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 0 });
    expect(await coinsOf(holder.id)).toBe(0);
    const after = await t.app.inject({ method: 'GET', url: '/api/user/stats', headers: bearerOf(holder) });
    expect(after.json().data).toMatchObject({ total_bookings: 0, total_spent: '0.000' });
  });

  it('answers a second call with the same result and changes nothing', async () => {
    const holder = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 1005, coinsOnPurchase: 100 });
    const booked = await book(holder, ticketId, 3);
    const target = booked.bookings[0]!;

    const first = await cancelBooking(target.id, { reason: 'Wrong date' });
    expect(first.statusCode).toBe(200);
    // 3 × 1.005 + 15 % VAT = 3.467, split 1.155 / 1.156 / 1.156.
    expect(first.json().data.invoice).toMatchObject({ status: 'paid', refunded: '1.155' });
    await waitForMail(holder.email, 'was cancelled');
    const seats = await seatsOf(t.app.db, ticketId);
    const coins = await coinsOf(holder.id);

    const again = await cancelBooking(target.id, { reason: 'Another reason' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await seatsOf(t.app.db, ticketId)).toEqual(seats);
    expect(await coinsOf(holder.id)).toBe(coins);
    expect(await reversalsOf(target.id)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(holder.email, 'was cancelled')).toHaveLength(1);
    const stored = await t.app.db.execute<{ cancel_reason: string }>(sql`select cancel_reason from bookings where id = ${target.id}`);
    expect(stored.rows[0]?.cancel_reason).toBe('Wrong date');
  });

  it('refunds once when the same booking is cancelled many times at once', async () => {
    const holder = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, coinsOnPurchase: 300, total: 5 });
    const booked = await book(holder, ticketId, 1);
    const id = booked.bookings[0]!.id;
    const results = await Promise.all(Array.from({ length: 6 }, () => cancelBooking(id)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => JSON.stringify(r.json()))).size).toBe(1);
    expect(results[0]!.json().data).toMatchObject({ coins_reversed: '3.00', invoice: { status: 'refunded', refunded: '2.300' } });
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 0, bookings: 1 });
    expect(await reversalsOf(id)).toEqual([{ amount: -300, event_id: expect.any(Number), invoice_id: booked.invoice.id }]);
    expect(await coinsOf(holder.id)).toBe(0);
  });

  it('never oversells when a cancellation races buyers of the last seat', async () => {
    for (let round = 0; round < 4; round++) {
      const { ticketId } = await createTicketType(t.app.db, { total: 1, coinsOnPurchase: 50 });
      const holder = await createTestUser(t.app.db);
      const booked = await book(holder, ticketId, 1);
      const buyers: TTestUser[] = [];
      for (let i = 0; i < 8; i++) buyers.push(await createTestUser(t.app.db));
      const [cancelled, ...attempts] = await Promise.all([
        cancelBooking(booked.bookings[0]!.id),
        // Each buyer books and pays at once: a seat sold is a checkout paid.
        ...buyers.map((buyer) => bookPaid(t.app, { headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity: 1 } })),
      ]);
      expect(cancelled!.statusCode).toBe(200);
      const won = attempts.filter((r) => r.statusCode === 201);
      expect(won.length).toBeLessThanOrEqual(1);
      for (const r of attempts.filter((a) => a.statusCode !== 201)) expect(r.json().code).toBe('bookings.sold_out');
      const seats = await seatsOf(t.app.db, ticketId);
      expect(seats.sold).toBeLessThanOrEqual(seats.total);
      expect(seats.sold).toBe(await activeCount(ticketId));
      expect(seats.sold).toBe(won.length);
    }
  });

  it('lets a racing scan either land before the cancellation or read it cancelled', async () => {
    for (let round = 0; round < 3; round++) {
      // Starts in an hour: doors are open (2 hours before), so the scan itself is valid.
      const { eventId, ticketId } = await createTicketType(t.app.db, { coinsOnUsage: 100 }, { startsInMs: HOUR });
      const holder = await createTestUser(t.app.db);
      const booked = await book(holder, ticketId, 1);
      const { id, code } = booked.bookings[0]!;
      const [scanned, cancelled] = await Promise.all([upload(t, admin, eventId, [scanOf(code)]), cancelBooking(id)]);
      expect(cancelled.statusCode).toBe(200);
      const result = scanned.json().data.results[0];
      const row = await t.app.db.execute<{ status: string; used_count: number }>(sql`select status, used_count from bookings where id = ${id}`);
      expect(row.rows[0]?.status).toBe('cancelled');
      if (result.decision === 'accepted') {
        expect(Number(row.rows[0]?.used_count)).toBe(1);
      } else {
        expect(result).toMatchObject({ decision: 'rejected', reason: 'cancelled', conflict: true });
        expect(Number(row.rows[0]?.used_count)).toBe(0);
      }
    }
  });

  it('never takes the balance below zero, and records what it could not take back', async () => {
    const holder = await createTestUser(t.app.db);
    const { eventId, ticketId } = await createTicketType(t.app.db, { coinsOnPurchase: 1000 });
    const booked = await book(holder, ticketId, 2);
    expect(await coinsOf(holder.id)).toBe(2000);
    // Most of the coins were spent meanwhile.
    expect(await spend(t.app.db, { userId: holder.id, amount: 1700, kind: 'adjustment', note: 'spent elsewhere' })).toMatchObject({ ok: true, balance: 300 });

    const partly = await cancelBooking(booked.bookings[0]!.id);
    expect(partly.json().data).toMatchObject({ coins_reversed: '3.00', coins_unrecovered: '7.00' });
    expect(await coinsOf(holder.id)).toBe(0);
    expect(await reversalsOf(booked.bookings[0]!.id)).toEqual([{ amount: -300, event_id: eventId, invoice_id: booked.invoice.id }]);

    // Nothing left: no ledger row at all (a row never moves 0 coins), the whole share recorded as unrecovered.
    const nothing = await cancelBooking(booked.bookings[1]!.id);
    expect(nothing.json().data).toMatchObject({ coins_reversed: '0.00', coins_unrecovered: '10.00' });
    expect(await reversalsOf(booked.bookings[1]!.id)).toEqual([]);
    const stored = await t.app.db.execute<{ id: number; coins_reversed: number; coins_unrecovered: number }>(
      sql`select id, coins_reversed, coins_unrecovered from bookings where invoice_id = ${booked.invoice.id} order by id`,
    );
    expect(stored.rows.map((r) => [Number(r.coins_reversed), Number(r.coins_unrecovered)])).toEqual([
      [300, 700],
      [0, 1000],
    ]);
    const min = await t.app.db.execute<{ min: number }>(sql`select min(balance_after) as min from coin_transactions where user_id = ${holder.id}`);
    expect(Number(min.rows[0]?.min)).toBe(0);
  });

  it('answers 404 for an unknown booking and 422 without a reason', async () => {
    const missing = await cancelBooking(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('bookings.not_found');

    const holder = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db);
    const booked = await book(holder, ticketId, 1);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'ok', extra: 1 }]) {
      const res = await cancelBooking(booked.bookings[0]!.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('validation.failed');
    }
    expect((await cancelBooking('abc')).statusCode).toBe(422);
    expect(await activeCount(ticketId)).toBe(1);
  });
});

describe('POST admin/invoices/:id/cancel', () => {
  it('cancels every booking still active, once, and answers for the whole invoice', async () => {
    const holder = await createTestUser(t.app.db, { locale: 'en' });
    const { ticketId } = await createTicketType(t.app.db, { price: 1005, coinsOnPurchase: 100, total: 10 }, { name: 'Sea Songs' });
    const booked = await book(holder, ticketId, 3);
    const [a, b, c] = booked.bookings;
    await cancelBooking(a!.id, { reason: 'First one only' });
    await waitForMail(holder.email, 'was cancelled');

    const res = await cancelInvoice(booked.invoice.id, { reason: 'Whole order' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.bookings.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([
      [a!.id, 'cancelled'],
      [b!.id, 'cancelled'],
      [c!.id, 'cancelled'],
    ]);
    expect(data).toMatchObject({
      invoice: { id: booked.invoice.id, status: 'refunded', refunded: '3.467' },
      coins_reversed: '3.00',
      coins_unrecovered: '0.00',
      reason: 'Whole order',
    });
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 0 });
    expect(await coinsOf(holder.id)).toBe(0);

    // The second mail lists only what this call cancelled.
    for (let i = 0; i < 250 && mailsTo(holder.email, 'was cancelled').length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const mails = mailsTo(holder.email, 'was cancelled');
    expect(mails).toHaveLength(2);
    const text = textOf(mails[1]!);
    expect(subjectOf(mails[1]!)).toBe('Your booking for Sea Songs was cancelled');
    expect(text).toContain(b!.booking_number);
    expect(text).toContain(c!.booking_number);
    expect(text).not.toContain(a!.booking_number);
    expect(text).toContain('Reason: Whole order');

    const again = await cancelInvoice(booked.invoice.id, { reason: 'Once more' });
    expect(again.json()).toEqual(res.json());
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 0 });
  });

  it('answers 404 for an unknown invoice', async () => {
    const res = await cancelInvoice(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('invoices.not_found');
  });
});

describe('a cancellation that waits for a lock', () => {
  it('is stamped when it gets the lock, so its time and its coin reversal never read before the write it waited for', async () => {
    const buyer = await createTestUser(t.app.db);
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, coinsOnPurchase: 300 });
    const booked = await book(buyer, ticketId, 1);
    const bookingId = booked.bookings[0]!.id;
    const asked = t.clock.now();
    let cancelling: Promise<Awaited<ReturnType<typeof cancelBooking>>> | null = null;
    // Another writer holds the invoice (an administrator's other cancel, the webhook) while the clock moves on.
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select id from invoices where id = ${booked.invoice.id} for update`);
      cancelling = cancelBooking(bookingId, { reason: 'Waited its turn' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      t.clock.advance(10 * 60 * 1000);
    });
    const res = await cancelling!;
    expect(res.statusCode).toBe(200);
    const stampedAt = new Date(res.json().data.cancelled_at).getTime();
    expect(stampedAt).toBeGreaterThanOrEqual(asked.getTime() + 10 * 60 * 1000);
    const ledger = await t.app.db.execute<{ created_at: Date | string }>(
      sql`select created_at from coin_transactions where booking_id = ${bookingId} and kind = 'purchase_reversal'`,
    );
    expect(ledger.rows).toHaveLength(1);
    expect(new Date(ledger.rows[0]!.created_at).getTime()).toBe(stampedAt);
  });
});
