import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinTransactions, invoices, users } from '../../db/schema';
import { answerTestCheckout, bookPaid } from '../../test/checkout';
import { bearerOf, createTestUser, createTicketType, DAY, HOUR, seatsOf, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { generateSigningKeyPair, publicKeyFromRawBase64Url, signTicketCode, verifyTicketCode } from '../tickets/tickets.code';

let t: TestApp;
let buyer: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createTestUser(t.app.db, { name: 'Aisha Al-Balushi' });
});
afterAll(async () => t?.close());

function headersOf(user: TTestUser, idempotencyKey?: string): Record<string, string> {
  return { ...bearerOf(user), ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) };
}

function book(user: TTestUser, body: unknown, idempotencyKey?: string) {
  return t.app.inject({ method: 'POST', url: '/api/bookings', headers: headersOf(user, idempotencyKey), payload: body as Record<string, unknown> });
}

/** Books and, for a priced ticket, pays on the test checkout: the answer carries the paid invoice (server/test/checkout.ts). */
function bookAndPay(user: TTestUser, body: unknown, idempotencyKey?: string) {
  return bookPaid(t.app, { headers: headersOf(user, idempotencyKey), payload: body });
}

describe('POST /api/bookings', () => {
  it('books tickets: one paid invoice, one signed code per ticket, seats taken and coins credited', async () => {
    const { eventId, ticketId } = await createTicketType(t.app.db, { price: 7500, total: 50, coinsOnPurchase: 250, usageLimit: 2 }, { name: 'Opera Gala' });
    const res = await book(buyer, { ticket_id: ticketId, quantity: 3 });
    expect(res.statusCode).toBe(201);
    // A priced booking answers a checkout first: a pending invoice holding the seats, no codes, no coins yet, where to pay.
    const held = res.json();
    expect(held.success).toBe(true);
    expect(held.data.invoice).toMatchObject({ subtotal: '22.500', vat: '3.375', total: '25.875', vat_rate: 15, status: 'pending' });
    expect(Date.parse(held.data.invoice.expires_at)).toBeGreaterThan(Date.now());
    expect(held.data.coins_earned).toBe('0.00');
    expect(held.data.payment).toEqual({ provider: 'test', redirect_url: expect.stringContaining('/checkout/test/') });
    expect(held.data.bookings).toHaveLength(3);
    for (const b of held.data.bookings) expect(b).toMatchObject({ code: null, status: 'pending', invoice_id: held.data.invoice.id });
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 0, bookings: 3 });
    const [unpaid] = await t.app.db.select({ coins: users.coins }).from(users).where(eq(users.id, buyer.id));
    expect(unpaid?.coins).toBe(0);

    // Pay on the test gateway; the return page reads the invoice, now paid.
    await answerTestCheckout(t.app, held.data.payment.redirect_url, 'pay');
    const paid = await t.app.inject({ method: 'GET', url: `/api/invoices/${held.data.invoice.id}`, headers: bearerOf(buyer) });
    expect(paid.statusCode).toBe(200);
    const body = paid.json();
    expect(body.success).toBe(true);
    expect(body.data.payment).toBeNull();
    const { invoice, bookings, coins_earned } = body.data;
    expect(invoice.id).toBe(held.data.invoice.id);
    expect(bookings.map((b: { id: number }) => b.id)).toEqual(held.data.bookings.map((b: { id: number }) => b.id));
    expect(invoice).toMatchObject({ subtotal: '22.500', vat: '3.375', total: '25.875', vat_rate: 15, status: 'paid' });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(coins_earned).toBe('7.50');
    expect(bookings).toHaveLength(3);
    expect(new Set(bookings.map((b: { booking_number: string }) => b.booking_number)).size).toBe(3);
    const event = (
      await t.app.db.execute<{ start_date: Date | string; finish_date: Date | string }>(sql`select start_date, finish_date from events where id = ${eventId}`)
    ).rows[0]!;
    for (const b of bookings) {
      expect(b).toMatchObject({
        status: 'active',
        cancelled: false,
        badge: 'active',
        usage: { used: 0, limit: 2 },
        holder_name: 'Aisha Al-Balushi',
        holder_email: buyer.email,
        price: '7.500',
        ticket: { id: ticketId, name: 'General admission' },
        event: { id: eventId, name: 'Opera Gala', location: 'Muscat' },
        invoice_id: invoice.id,
      });
      expect(b.booking_number).toMatch(/^BK-\d{7}$/);
      // Without its own validity the ticket is good from doors-open (2 h before the start) to the event's end,
      // in the whole seconds the code carries.
      expect(new Date(b.valid_from).getTime()).toBe(wholeSeconds(new Date(event.start_date).getTime() - 2 * HOUR));
      expect(new Date(b.valid_until).getTime()).toBe(wholeSeconds(new Date(event.finish_date).getTime()));
      const verified = verifyTicketCode(t.app.signingKey.publicKey, b.code);
      expect(verified).toEqual({
        ok: true,
        payload: { b: b.id, e: eventId, t: ticketId, f: new Date(b.valid_from).getTime() / 1000, u: new Date(b.valid_until).getTime() / 1000, l: 2 },
      });
    }
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 3, bookings: 3 });
    const [user] = await t.app.db.select({ coins: users.coins }).from(users).where(eq(users.id, buyer.id));
    expect(user?.coins).toBe(750);
    const ledger = await t.app.db.select().from(coinTransactions).where(eq(coinTransactions.invoiceId, invoice.id));
    expect(ledger).toMatchObject([{ userId: buyer.id, amount: 750, balanceAfter: 750, kind: 'purchase', eventId, note: null }]);
  });

  it.each([
    // [price in baisa, quantity, subtotal, VAT, total]: VAT on the subtotal, rounded half-up to the baisa.
    [1005, 3, '3.015', '0.452', '3.467'],
    [1000, 1, '1.000', '0.150', '1.150'],
    [10, 1, '0.010', '0.002', '0.012'],
    [3, 1, '0.003', '0.000', '0.003'],
    [2333, 3, '6.999', '1.050', '8.049'],
    [12345, 20, '246.900', '37.035', '283.935'],
  ])('prices %i baisa × %i as subtotal %s, VAT %s, total %s', async (price, quantity, subtotal, vat, total) => {
    const { ticketId } = await createTicketType(t.app.db, { price, total: 100 });
    const res = await book(buyer, { ticket_id: ticketId, quantity });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.invoice).toMatchObject({ subtotal, vat, total });
  });

  it('books a free ticket with a total of 0.000 and no coins', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 0 });
    const res = await book(buyer, { ticket_id: ticketId, quantity: 2 });
    expect(res.statusCode).toBe(201);
    // Nothing to pay: confirmed at once, as every booking was before checkouts.
    expect(res.json().message).toBe('Booking confirmed.');
    expect(res.json().data).toMatchObject({
      invoice: { subtotal: '0.000', vat: '0.000', total: '0.000', status: 'paid' },
      coins_earned: '0.00',
      payment: null,
    });
    const invoiceId = res.json().data.invoice.id as number;
    expect(await t.app.db.select().from(coinTransactions).where(eq(coinTransactions.invoiceId, invoiceId))).toHaveLength(0);
  });

  it('signs the ticket type’s own validity window into the code', async () => {
    const validFrom = new Date(Math.floor((Date.now() + DAY) / 1000) * 1000);
    const validUntil = new Date(validFrom.getTime() + 5 * DAY);
    const { ticketId } = await createTicketType(t.app.db, { validFrom, validUntil, usageLimit: 3 });
    const res = await bookAndPay(buyer, { ticket_id: ticketId, quantity: 1 });
    const [b] = res.json().data.bookings;
    expect(b).toMatchObject({ valid_from: validFrom.toISOString(), valid_until: validUntil.toISOString(), usage: { used: 0, limit: 3 } });
    const verified = verifyTicketCode(t.app.signingKey.publicKey, b.code);
    expect(verified.ok && verified.payload).toMatchObject({ f: validFrom.getTime() / 1000, u: validUntil.getTime() / 1000, l: 3 });
  });

  it.each([
    ['no body fields', {}],
    ['quantity 0', { quantity: 0 }],
    ['quantity 21', { quantity: 21 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a quantity as text', { quantity: 'two' }],
  ])('answers 422 validation.failed for %s', async (_label, extra) => {
    const { ticketId } = await createTicketType(t.app.db);
    const body = Object.keys(extra).length === 0 ? {} : { ticket_id: ticketId, ...extra };
    const res = await book(buyer, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'validation.failed' });
    expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 0 });
  });

  it('answers 404 tickets.not_found for an unknown ticket type', async () => {
    const res = await book(buyer, { ticket_id: 987654, quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'tickets.not_found', message: 'Ticket not found.' });
  });

  it('answers 409 bookings.sold_out when fewer seats are left than asked, and takes none', async () => {
    const { ticketId } = await createTicketType(t.app.db, { total: 5, sold: 3 });
    const res = await book(buyer, { ticket_id: ticketId, quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'bookings.sold_out', message: 'Not enough tickets left.' });
    expect(await seatsOf(t.app.db, ticketId)).toEqual({ sold: 3, total: 5, bookings: 0 });
    expect((await book(buyer, { ticket_id: ticketId, quantity: 2 })).statusCode).toBe(201);
    expect((await book(buyer, { ticket_id: ticketId, quantity: 1 })).json().code).toBe('bookings.sold_out');
  });

  it('answers 409 bookings.event_ended for an event that has ended or was cancelled', async () => {
    const ended = await createTicketType(t.app.db, {}, { startsInMs: -2 * DAY, durationMs: DAY });
    const res = await book(buyer, { ticket_id: ended.ticketId, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'bookings.event_ended', message: 'This event has ended.' });
    const cancelled = await createTicketType(t.app.db, {}, { cancelled: true });
    const res2 = await book(buyer, { ticket_id: cancelled.ticketId, quantity: 1 });
    expect(res2.statusCode).toBe(409);
    expect(res2.json()).toMatchObject({ code: 'bookings.event_ended', message: 'This event was cancelled.' });
  });

  it('still sells tickets of an event that has started but not finished', async () => {
    const running = await createTicketType(t.app.db, {}, { startsInMs: -HOUR, durationMs: 3 * HOUR });
    expect((await book(buyer, { ticket_id: running.ticketId, quantity: 1 })).statusCode).toBe(201);
  });

  it('answers 409 bookings.not_on_sale before the sale starts and after it ends', async () => {
    const early = await createTicketType(t.app.db, { saleStartsAt: new Date(Date.now() + DAY), saleEndsAt: new Date(Date.now() + 2 * DAY) });
    const res = await book(buyer, { ticket_id: early.ticketId, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'bookings.not_on_sale', message: 'This ticket is not on sale right now.' });
    const late = await createTicketType(t.app.db, { saleStartsAt: new Date(Date.now() - 2 * DAY), saleEndsAt: new Date(Date.now() - DAY) });
    expect((await book(buyer, { ticket_id: late.ticketId, quantity: 1 })).json().code).toBe('bookings.not_on_sale');
    const open = await createTicketType(t.app.db, { saleStartsAt: new Date(Date.now() - DAY), saleEndsAt: new Date(Date.now() + DAY) });
    expect((await book(buyer, { ticket_id: open.ticketId, quantity: 1 })).statusCode).toBe(201);
  });

  it('needs a signed-in user with a verified phone', async () => {
    const { ticketId } = await createTicketType(t.app.db);
    const guest = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: { ticket_id: ticketId, quantity: 1 } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('auth.unauthenticated');
    const unverified = await createTestUser(t.app.db, { phoneVerified: false });
    const res = await book(unverified, { ticket_id: ticketId, quantity: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'auth.phone_verification_required' });
    // Checked before the body: an unverified user learns what to fix first.
    expect((await book(unverified, { quantity: 99 })).json().code).toBe('auth.phone_verification_required');
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 0 });
  });

  it('holds the per-buyer limit across earlier bookings, not counting cancelled ones', async () => {
    const { ticketId } = await createTicketType(t.app.db, { perBuyerLimit: 3 });
    const user = await createTestUser(t.app.db);
    expect((await book(user, { ticket_id: ticketId, quantity: 4 })).json().code).toBe('bookings.limit_exceeded');
    const first = await bookAndPay(user, { ticket_id: ticketId, quantity: 2 });
    expect(first.statusCode).toBe(201);
    const over = await book(user, { ticket_id: ticketId, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'bookings.limit_exceeded', message: 'You have reached the booking limit for this ticket. You can book 1 more.' });
    const cancelledId = first.json().data.bookings[0].id as number;
    await t.app.db.execute(sql`update bookings set status = 'cancelled', cancelled_at = now() where id = ${cancelledId}`);
    expect((await bookAndPay(user, { ticket_id: ticketId, quantity: 2 })).statusCode).toBe(201);
    // Another buyer has a limit of their own.
    expect((await bookAndPay(buyer, { ticket_id: ticketId, quantity: 3 })).statusCode).toBe(201);
  });

  it('sends a confirmation mail listing the tickets in the buyer’s language', async () => {
    const arabic = await createTestUser(t.app.db, { name: 'سالم', locale: 'ar' });
    const { ticketId } = await createTicketType(t.app.db, { price: 1005 }, { name: 'أمسية العود' });
    const res = await bookAndPay(arabic, { ticket_id: ticketId, quantity: 2 });
    expect(res.statusCode).toBe(201);
    const numbers = res.json().data.bookings.map((b: { booking_number: string }) => b.booking_number) as string[];
    const mail = await waitForMail(t.config.outboxDir, (text) => text.includes(arabic.email));
    expect(subjectOf(mail)).toBe('تذاكرك لفعالية أمسية العود');
    const decoded = bodyOf(mail);
    for (const n of numbers) expect(decoded).toContain(n);
    expect(decoded).toContain('تم تأكيد حجزك');
    expect(decoded).toContain('/my-tickets');
  });

  it('names the event in the mail in the buyer’s saved language, whatever language the booking was asked in', async () => {
    const english = await createTestUser(t.app.db, { locale: 'en' });
    const { eventId, ticketId } = await createTicketType(t.app.db, { price: 1000 }, { name: 'Sea Songs Night' });
    await t.app.db.execute(sql`update events set name_ar = 'ليلة أغاني البحر' where id = ${eventId}`);
    const res = await bookPaid(t.app, { url: '/api/bookings?lang=ar', headers: bearerOf(english), payload: { ticket_id: ticketId, quantity: 1 } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.bookings[0].event.name).toBe('ليلة أغاني البحر');
    const mail = await waitForMail(t.config.outboxDir, (text) => text.includes(english.email));
    expect(subjectOf(mail)).toBe('Your tickets for Sea Songs Night');
  });
});

describe('Idempotency-Key', () => {
  it('returns the first booking for a repeated key, without booking again', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 2000, coinsOnPurchase: 100 });
    const user = await createTestUser(t.app.db);
    const first = await bookAndPay(user, { ticket_id: ticketId, quantity: 2 }, 'order-7f3a');
    expect(first.statusCode).toBe(201);
    const again = await book(user, { ticket_id: ticketId, quantity: 2 }, 'order-7f3a');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 2, bookings: 2 });
    expect(await t.app.db.select().from(invoices).where(eq(invoices.userId, user.id))).toHaveLength(1);
    const [row] = await t.app.db.select({ coins: users.coins }).from(users).where(eq(users.id, user.id));
    expect(row?.coins).toBe(200);
  });

  it('replays even after the ticket sold out, and refuses the key for a different purchase', async () => {
    const { ticketId } = await createTicketType(t.app.db, { total: 1 });
    const user = await createTestUser(t.app.db);
    expect((await book(user, { ticket_id: ticketId, quantity: 1 }, 'last-seat')).statusCode).toBe(201);
    expect((await book(user, { ticket_id: ticketId, quantity: 1 }, 'last-seat')).statusCode).toBe(200);
    const other = await book(user, { ticket_id: ticketId, quantity: 2 }, 'last-seat');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('bookings.idempotency_conflict');
  });

  it('keeps keys per user: the same key from another user is another booking', async () => {
    const { ticketId } = await createTicketType(t.app.db);
    const a = await createTestUser(t.app.db);
    const b = await createTestUser(t.app.db);
    const ra = await book(a, { ticket_id: ticketId, quantity: 1 }, 'shared-key');
    const rb = await book(b, { ticket_id: ticketId, quantity: 1 }, 'shared-key');
    expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
    expect(ra.json().data.invoice.id).not.toBe(rb.json().data.invoice.id);
  });

  it('rejects a key longer than 100 characters', async () => {
    const { ticketId } = await createTicketType(t.app.db);
    const res = await book(buyer, { ticket_id: ticketId, quantity: 1 }, 'k'.repeat(101));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation.failed');
  });
});

describe('ticket codes', () => {
  it('publishes the public key that verifies booked codes, and a tampered or foreign code fails', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ticket-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.algorithm).toBe('Ed25519');
    const publicKey = publicKeyFromRawBase64Url(res.json().data.public_key);

    const { ticketId } = await createTicketType(t.app.db);
    const booked = await bookAndPay(buyer, { ticket_id: ticketId, quantity: 1 });
    const code = booked.json().data.bookings[0].code as string;
    expect(verifyTicketCode(publicKey, code).ok).toBe(true);

    const [prefix, payload, signature] = code.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const raised = Buffer.from(JSON.stringify({ ...claims, l: 99 })).toString('base64url');
    expect(verifyTicketCode(publicKey, `${prefix}.${raised}.${signature}`)).toEqual({ ok: false, reason: 'bad_signature' });
    const otherBooking = Buffer.from(JSON.stringify({ ...claims, b: claims.b + 1 })).toString('base64url');
    expect(verifyTicketCode(publicKey, `${prefix}.${otherBooking}.${signature}`)).toEqual({ ok: false, reason: 'bad_signature' });

    // Same payload signed with a key that is not the server's: a forger cannot mint tickets.
    const forged = signTicketCode(generateSigningKeyPair(), claims);
    expect(verifyTicketCode(publicKey, forged)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyTicketCode(publicKey, code.slice(0, -2))).toMatchObject({ ok: false });
  });
});

function wholeSeconds(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

async function waitForMail(dir: string, match: (raw: string) => boolean): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith('.eml'))) {
      const raw = await readFile(path.join(dir, file), 'utf8');
      if (match(raw)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no matching mail in the outbox');
}

/** The Subject header with its RFC 2047 encoded words decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  const words = [...header.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1] ?? '', 'base64'));
  return words.length > 0 ? Buffer.concat(words).toString('utf8') : header.trim();
}

/** The text and HTML parts of an .eml (nodemailer writes non-ASCII parts as base64), decoded. */
function bodyOf(raw: string): string {
  return [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)]
    .map((m) => Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
}
