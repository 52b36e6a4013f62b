import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../db/client';
import { outbox, phoneOtps } from '../../db/schema';
import { createTestDatabase } from '../../db/test-db';
import { bookPaid } from '../../test/checkout';
import { bearer, bearerOf, createTestUser, createTicketType, registerUser, uniqueMobile, type TTestUser } from '../../test/fixtures';
import { freePort, mailParts, startTestSmtpServer, type TestSmtpServer } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { claimDue, markSent } from './outbox.repository';
import { enqueueMail } from './outbox.service';

/* The outbox (docs/architecture.md §4 Outbox): durable, retried, leased, sent once, and the SMS caps. */

/** A paid booking (through the test checkout for a priced ticket): its confirmation mail is queued on payment. */
function book(app: TestApp['app'], user: TTestUser, ticketId: number) {
  return bookPaid(app, { headers: bearerOf(user), payload: { ticket_id: ticketId, quantity: 1 } });
}

async function rowsTo(t: TestApp, recipient: string) {
  return t.app.db.select().from(outbox).where(eq(outbox.recipient, recipient));
}

function textOf(raw: string): string {
  return mailParts(raw).parts.find((p) => p.contentType === 'text/plain')?.body ?? '';
}

describe('while SMTP is down', () => {
  let t: TestApp;
  let port: number;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, manualOutbox: true });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a booking still succeeds, and its confirmation goes out once SMTP is back', async () => {
    const buyer = await createTestUser(t.app.db, { name: 'Outage Buyer' });
    const { ticketId } = await createTicketType(t.app.db, { price: 5000, total: 10 }, { name: 'Outage Night' });
    const res = await book(t.app, buyer, ticketId);
    expect(res.statusCode).toBe(201);
    const { invoice, bookings } = res.json().data;

    expect(await t.app.outbox.drain()).toEqual({ sent: 0, retrying: 1, expired: 0 });
    const [waiting] = await rowsTo(t, buyer.email);
    expect(waiting).toMatchObject({ kind: 'mail', status: 'pending', attempts: 1, template: 'booking_confirmation' });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startTestSmtpServer({ port });
    t.clock.advance(10_000);
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, retrying: 0, expired: 0 });
    const text = textOf(await smtp.waitFor(buyer.email));
    expect(text).toContain('Outage Night');
    expect(text).toContain(invoice.number);
    expect(text).toContain(bookings[0].booking_number);
    // Delivered: who and when stay (the SMS caps count rows), what was sent does not.
    const [sent] = await rowsTo(t, buyer.email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, body: null, params: null, leaseToken: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it('a message whose worker died mid-send goes out once its lease has run out, and the dead worker cannot mark it', async () => {
    smtp ??= await startTestSmtpServer({ port });
    const to = `lease.${Date.now()}@example.om`;
    const now = t.clock.now();
    await t.app.db.transaction((tx) => enqueueMail(tx, { to, subject: 'Lease test', text: 'Hello', html: '<p>Hello</p>' }, { now }));
    // A process claims the row and is killed before it sends.
    const claimed = await claimDue(t.app.db, { now, leaseUntil: new Date(now.getTime() + t.config.outboxLeaseMs), leaseToken: 'killed-worker', limit: 100 });
    expect(claimed.map((r) => r.recipient)).toContain(to);

    expect((await t.app.outbox.drain()).sent).toBe(0);
    expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(0);

    t.clock.advance(t.config.outboxLeaseMs + 1000);
    expect((await t.app.outbox.drain()).sent).toBe(1);
    await smtp.waitFor(to);
    const [row] = await rowsTo(t, to);
    expect(row?.status).toBe('sent');
    expect(await markSent(t.app.db, row?.id ?? 0, 'killed-worker', t.clock.now())).toBe(false);
    expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
  });
});

describe('a password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ manualOutbox: true });
  });
  afterAll(async () => t?.close());

  it('queues its mail with the reset link, and a reset for an unknown address queues nothing', async () => {
    const user = await registerUser(t.app, { name: 'Reset Reader' });
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `nobody.${Date.now()}@example.om` } })).statusCode).toBe(
      200,
    );
    expect(await t.app.db.select({ n: sql<number>`count(*)::int` }).from(outbox)).toEqual(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
    const [reset] = await rowsTo(t, user.email);
    expect(reset).toMatchObject({ kind: 'mail', status: 'pending', subject: 'Reset your Tadhkira password' });
    expect(reset?.body).toContain('/reset-password/');
    // The mail is worth sending only while its link works (an hour).
    expect((reset?.expiresAt.getTime() ?? 0) - (reset?.createdAt.getTime() ?? 0)).toBe(60 * 60_000);
    expect((await t.app.outbox.drain()).sent).toBeGreaterThanOrEqual(1);
  });
});

describe('two app instances on one database', () => {
  let database: OpenedDatabase;
  let second: OpenedDatabase;
  let smtp: TestSmtpServer;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // On PostgreSQL each instance has its own pool, as two processes would; PGlite has one connection.
    second = process.env.DATABASE_URL ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 5 }) : database;
    smtp = await startTestSmtpServer();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    a = await createTestApp({ env, database });
    b = await createTestApp({ env, database: second });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (second !== database) await second?.close();
    await database?.close();
    await smtp?.close();
  });

  it('send each queued mail exactly once while both deliver at the same time', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => createTestUser(a.app.db, { name: `Twin buyer ${i}` })));
    const { ticketId } = await createTicketType(a.app.db, { price: 1000, total: 1000 }, { name: 'Twin Hall' });
    const invoices: string[] = [];
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(buyers.map((buyer, i) => book(i % 2 === 0 ? a.app : b.app, buyer, ticketId)));
      for (const res of answers) {
        expect(res.statusCode).toBe(201);
        invoices.push(res.json().data.invoice.number as string);
      }
      // Both workers run (woken by each booking) and both are made to drain on top.
      if (round % 5 === 4) await Promise.all([a.app.outbox.drain(), b.app.outbox.drain()]);
    }
    await Promise.all([a.app.outbox.drain(), b.app.outbox.drain()]);
    for (let i = 0; i < 100 && smtp.messages.length < invoices.length; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    // Anything late would arrive within a poll.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages).toHaveLength(invoices.length);
    const mailed = smtp.messages.map((m) => /INV-\d{6}/.exec(textOf(m.raw))?.[0]);
    expect(new Set(mailed)).toEqual(new Set(invoices));
    const statuses = await a.app.db
      .select({ status: outbox.status, n: sql<number>`count(*)::int` })
      .from(outbox)
      .groupBy(outbox.status);
    expect(statuses).toEqual([{ status: 'sent', n: invoices.length }]);
  }, 120_000);
});

describe('SMS caps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMS_CAP_PER_NUMBER: '2', SMS_CAP_GLOBAL: '3' }, manualOutbox: true });
  });
  afterAll(async () => t?.close());

  const resend = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/phone/resend-otp', headers: bearer(token) });
  const textsTo = async (mobile: string) => (await rowsTo(t, `+968${mobile}`)).length;

  it('cap texts per number and in all per hour: 429 rate_limited with Retry-After, nothing queued, and the hour frees them again', async () => {
    const mobile = uniqueMobile();
    const first = await registerUser(t.app, { mobile });
    expect(await textsTo(mobile)).toBe(1);
    t.clock.advance(61_000);
    expect((await resend(first.token)).statusCode).toBe(200);
    expect(await textsTo(mobile)).toBe(2);

    t.clock.advance(61_000);
    const capped = await resend(first.token);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ success: false, code: 'rate_limited' });
    // The first text leaves the hour 122 s after it was queued.
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3600 - 122 - 10);
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(3600 - 122);
    expect(await textsTo(mobile)).toBe(2);
    const codes = await t.app.db.select().from(phoneOtps).where(eq(phoneOtps.userId, first.id));
    expect(codes).toHaveLength(2);

    // A second number takes the third and last text of the hour; a third number gets none.
    const otherMobile = uniqueMobile();
    await registerUser(t.app, { mobile: otherMobile });
    expect(await textsTo(otherMobile)).toBe(1);
    const lateMobile = uniqueMobile();
    const late = await registerUser(t.app, { mobile: lateMobile });
    expect(await textsTo(lateMobile)).toBe(0);
    const global = await resend(late.token);
    expect(global.statusCode).toBe(429);
    expect(global.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(global.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(60 * 60_000);
    expect((await resend(first.token)).statusCode).toBe(200);
    expect((await resend(late.token)).statusCode).toBe(200);
    // The two new codes go out; the three of the first hour have run out (10 min) and are given up.
    expect(await t.app.outbox.drain()).toEqual({ sent: 2, retrying: 0, expired: 3 });
  });
});
