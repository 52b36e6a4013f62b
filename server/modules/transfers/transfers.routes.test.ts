import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { simpleParser, type ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestUser, createTicketType, DAY, HOUR, type TTestUser } from '../../test/fixtures';
import { smsLines, startTestSmtpServer, type TestSmtpServer } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookTickets, scanOf, upload } from '../scans/scans.test-support';

/*
 * Sending a ticket to someone (docs/product.md §4 Sending a ticket), through the API as the apps call it,
 * with mail received by a real SMTP server: the link goes out, the addressed member accepts, the booking
 * moves with a new code, and the door rejects the old one as `replaced`.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let staff: TTestUser;
let admin: TTestUser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://tadhkira.example.om' } });
  staff = await createTestUser(t.app.db, { roleId: 3 });
  admin = await createTestUser(t.app.db, { roleId: 1 });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, user: TTestUser, payload?: object) {
  return t.app.inject({ method, url, headers: bearerOf(user), ...(payload ? { payload } : {}) });
}

function send(user: TTestUser, bookingId: number, to: string) {
  return call('POST', `/api/my-tickets/${bookingId}/transfer`, user, { to });
}

async function phoneOf(user: TTestUser): Promise<string> {
  const r = await t.app.db.execute<{ phone: string }>(sql`select phone from users where id = ${user.id}`);
  return r.rows[0]!.phone;
}

const read = new Set<string>();

/** The next mail to `email` that matches, not returned before. */
async function nextMail(email: string, matches: (raw: string) => boolean): Promise<ParsedMail> {
  for (let i = 0; i < 250; i++) {
    const found = smtp.messages.find((m) => m.to.includes(email) && !read.has(m.raw) && matches(m.raw));
    if (found) {
      read.add(found.raw);
      return simpleParser(found.raw, { keepCidLinks: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${email}`);
}

/** The token of the next transfer link mailed to `email`. */
async function mailedToken(email: string): Promise<{ token: string; mail: ParsedMail }> {
  const mail = await nextMail(email, (raw) => raw.includes('/transfers/'));
  const token = /\/transfers\/([A-Za-z0-9_-]{43})/.exec(String(mail.text))?.[1];
  if (!token) throw new Error(`no transfer link in: ${mail.text}`);
  return { token, mail };
}

async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

async function myTicketIds(user: TTestUser): Promise<number[]> {
  const res = await call('GET', '/api/my-tickets', user);
  expect(res.statusCode).toBe(200);
  return res.json().data.bookings.map((b: { id: number }) => b.id);
}

async function bookingRow(id: number) {
  const r = await t.app.db.execute<{ user_id: number; holder_id: number | null; holder_name: string; code: string; code_version: number }>(
    sql`select user_id, holder_id, holder_name, code, code_version from bookings where id = ${id}`,
  );
  return r.rows[0]!;
}

/** A ticket on sale at a running event (the door is open), bought by a new member. */
async function boughtTicket(options: { usageLimit?: number; coinsOnUsage?: number; startsInMs?: number } = {}) {
  const { eventId, ticketId } = await createTicketType(
    t.app.db,
    { total: 50, usageLimit: options.usageLimit ?? 1, coinsOnUsage: options.coinsOnUsage ?? 0, coinsOnPurchase: 200 },
    { startsInMs: options.startsInMs ?? -HOUR, durationMs: 4 * HOUR, name: 'Oud by the Sea' },
  );
  const buyer = await createTestUser(t.app.db, { name: 'Salim Al-Harthy' });
  const [ticket] = await bookTickets(t, buyer, ticketId, 1);
  return { eventId, ticketId, buyer, ticket: ticket! };
}

describe('sending a ticket by e-mail', () => {
  it('moves the ticket to the addressed member on accept, with a new code that replaces the old one at the door', async () => {
    const { eventId, buyer, ticket } = await boughtTicket({ coinsOnUsage: 300 });
    const friend = await createTestUser(t.app.db, { name: 'Maryam Al-Balushi' });

    const sent = await send(buyer, ticket.id, `  ${friend.email.toUpperCase()} `);
    expect(sent.statusCode, sent.body).toBe(201);
    const transfer = sent.json().data.transfer;
    expect(transfer).toMatchObject({ status: 'pending', to: friend.email.toLowerCase() });
    expect(Date.parse(transfer.expires_at)).toBeLessThanOrEqual(Date.now() + 4 * HOUR);
    // Pending: still the sender's, shown as on its way.
    const mine = (await call('GET', `/api/my-tickets/${ticket.id}`, buyer)).json().data.booking;
    expect(mine.transfer).toMatchObject({ id: transfer.id, status: 'pending', to: friend.email.toLowerCase() });

    const { token, mail } = await mailedToken(friend.email);
    expect(mail.subject).toBe('Salim Al-Harthy is sending you a ticket for Oud by the Sea');

    const offer = await call('GET', `/api/transfers/${token}`, friend);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().data).toMatchObject({
      transfer: { status: 'pending', from_name: 'Salim Al-Harthy' },
      ticket: { ticket_name: 'General admission', event: { id: eventId, name: 'Oud by the Sea' } },
    });

    const accepted = await call('POST', `/api/transfers/${token}/accept`, friend);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ transfer: { status: 'accepted' }, booking_id: ticket.id });
    expect((await call('POST', `/api/transfers/${token}/accept`, friend)).json().code).toBe('transfers.not_pending');

    const row = await bookingRow(ticket.id);
    expect(row).toMatchObject({ user_id: buyer.id, holder_id: friend.id, holder_name: 'Maryam Al-Balushi', code_version: 2 });
    expect(row.code).not.toBe(ticket.code);
    expect(await myTicketIds(buyer)).not.toContain(ticket.id);
    expect(await myTicketIds(friend)).toContain(ticket.id);
    const theirs = (await call('GET', `/api/my-tickets/${ticket.id}`, friend)).json().data.booking;
    expect(theirs).toMatchObject({ code: row.code, holder_name: 'Maryam Al-Balushi', received_from: 'Salim Al-Harthy', transfer: null });
    expect((await call('GET', `/api/my-tickets/${ticket.id}`, buyer)).statusCode).toBe(404);

    // The ticket mail reaches its new holder, its QR the new code.
    const received = await nextMail(friend.email, (raw) => raw.includes('image/png'));
    expect(received.subject).toBe('Salim Al-Harthy sent you a ticket for Oud by the Sea');
    const png = received.attachments.find((a) => a.contentType === 'image/png');
    expect(await decodeQr(png!.content)).toBe(row.code);
    expect(received.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);

    // The door: the manifest carries the new holder and version; the old code is replaced, the new one admits.
    const manifest = (await call('GET', `/api/admin/events/${eventId}/scan-manifest`, staff)).json().data;
    expect(manifest.bookings.find((b: { id: number }) => b.id === ticket.id)).toMatchObject({ holder_name: 'Maryam Al-Balushi', code_version: 2 });
    const old = await upload(t, staff, eventId, [scanOf(ticket.code, { decision: 'rejected', reason: 'replaced' })]);
    expect(old.json().data.results[0]).toMatchObject({ decision: 'rejected', reason: 'replaced', conflict: false });
    const offline = await upload(t, staff, eventId, [scanOf(ticket.code)]);
    expect(offline.json().data.results[0]).toMatchObject({ decision: 'rejected', reason: 'replaced', conflict: true });
    const fresh = await upload(t, staff, eventId, [scanOf(row.code)]);
    expect(fresh.json().data.results[0]).toMatchObject({ decision: 'accepted' });

    // The dashboard shows who holds it and who bought it.
    const listed = (await call('GET', `/api/admin/events/${eventId}/bookings`, admin)).json().data.bookings;
    expect(listed.find((b: { id: number }) => b.id === ticket.id)).toMatchObject({
      customer: 'Maryam Al-Balushi',
      user_id: buyer.id,
      holder_id: friend.id,
      buyer: { name: 'Salim Al-Harthy' },
    });

    // Coins on use went to the holder; the purchase coins stayed with the buyer.
    const coins = await t.app.db.execute<{ user_id: number; kind: string }>(
      sql`select user_id, kind from coin_transactions where booking_id = ${ticket.id} order by id`,
    );
    expect(coins.rows.map((r) => [Number(r.user_id), r.kind])).toContainEqual([friend.id, 'usage']);
    const buyerPurchase = await t.app.db.execute(sql`select 1 from coin_transactions where user_id = ${buyer.id} and kind = 'purchase'`);
    expect(buyerPurchase.rows).toHaveLength(1);
  });

  it('lets the new holder send it on, and back to the buyer, who then holds it as before', async () => {
    const { buyer, ticket } = await boughtTicket({ startsInMs: 2 * DAY });
    const friend = await createTestUser(t.app.db);
    expect((await send(buyer, ticket.id, friend.email)).statusCode).toBe(201);
    await call('POST', `/api/transfers/${(await mailedToken(friend.email)).token}/accept`, friend);
    expect((await send(buyer, ticket.id, friend.email)).statusCode).toBe(404);
    expect((await send(friend, ticket.id, buyer.email)).statusCode).toBe(201);
    const back = await call('POST', `/api/transfers/${(await mailedToken(buyer.email)).token}/accept`, buyer);
    expect(back.statusCode, back.body).toBe(200);
    expect(await bookingRow(ticket.id)).toMatchObject({ holder_id: null, code_version: 3 });
    expect(await myTicketIds(buyer)).toContain(ticket.id);
    expect(await myTicketIds(friend)).not.toContain(ticket.id);
    expect((await call('GET', `/api/my-tickets/${ticket.id}`, buyer)).json().data.booking.received_from).toBeNull();
  });
});

describe('a cancelled ticket that was sent on', () => {
  it('refunds whoever paid and tells the holder', async () => {
    const { buyer, ticket } = await boughtTicket({ startsInMs: 2 * DAY });
    const friend = await createTestUser(t.app.db, { name: 'Huda' });
    await send(buyer, ticket.id, friend.email);
    await call('POST', `/api/transfers/${(await mailedToken(friend.email)).token}/accept`, friend);
    const cancelled = await call('POST', `/api/admin/bookings/${ticket.id}/cancel`, admin, { reason: 'Venue closed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunds = await t.app.db.execute<{ user_id: number; refunded: number }>(
      sql`select i.user_id, b.refunded from bookings b join invoices i on i.id = b.invoice_id where b.id = ${ticket.id}`,
    );
    expect(refunds.rows[0]).toMatchObject({ user_id: buyer.id });
    expect(Number(refunds.rows[0]!.refunded)).toBeGreaterThan(0);
    const notice = await nextMail(friend.email, (raw) => raw.includes('Venue closed'));
    expect(String(notice.text)).toContain('Any refund goes to the person who bought them.');
    const toBuyer = await nextMail(buyer.email, (raw) => raw.includes('Venue closed'));
    expect(String(toBuyer.text)).toContain('Refund:');
  });
});

describe('decline, cancel and expiry', () => {
  it('keeps the ticket with its sender when declined, and lets them send it again', async () => {
    const { buyer, ticket } = await boughtTicket({ startsInMs: 2 * DAY });
    const friend = await createTestUser(t.app.db);
    await send(buyer, ticket.id, friend.email);
    const { token } = await mailedToken(friend.email);
    const declined = await call('POST', `/api/transfers/${token}/decline`, friend);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.transfer.status).toBe('declined');
    expect((await call('POST', `/api/transfers/${token}/accept`, friend)).statusCode).toBe(409);
    expect(await bookingRow(ticket.id)).toMatchObject({ holder_id: null, code_version: 1, code: ticket.code });
    expect((await call('GET', `/api/my-tickets/${ticket.id}`, buyer)).json().data.booking.transfer).toBeNull();
    expect((await send(buyer, ticket.id, friend.email)).statusCode).toBe(201);
  });

  it('lets the sender cancel a pending transfer; its link then answers 409', async () => {
    const { buyer, ticket } = await boughtTicket({ startsInMs: 2 * DAY });
    const friend = await createTestUser(t.app.db);
    await send(buyer, ticket.id, friend.email);
    const { token } = await mailedToken(friend.email);
    const cancelled = await call('DELETE', `/api/my-tickets/${ticket.id}/transfer`, buyer);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.transfer.status).toBe('cancelled');
    expect((await call('DELETE', `/api/my-tickets/${ticket.id}/transfer`, buyer)).statusCode).toBe(409);
    const late = await call('POST', `/api/transfers/${token}/accept`, friend);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('transfers.not_pending');
    expect((await call('GET', `/api/transfers/${token}`, friend)).json().data.transfer.status).toBe('cancelled');
  });

  it('expires after seven days: the link answers 409 and the ticket is free to send again', async () => {
    const { buyer, ticket } = await boughtTicket({ startsInMs: 20 * DAY });
    const friend = await createTestUser(t.app.db);
    const sent = (await send(buyer, ticket.id, friend.email)).json().data.transfer;
    expect(Math.abs(Date.parse(sent.expires_at) - t.clock.now().getTime() - 7 * DAY)).toBeLessThan(5000);
    const { token } = await mailedToken(friend.email);
    // Seven days on (the sign-in tokens of these test members last a day, so the transfer's time is moved back instead).
    await t.app.db.execute(sql`update transfers set expires_at = now() - interval '1 second' where id = ${sent.id}`);
    expect((await call('GET', `/api/transfers/${token}`, friend)).json().data.transfer.status).toBe('expired');
    expect((await call('GET', `/api/my-tickets/${ticket.id}`, buyer)).json().data.booking.transfer).toBeNull();
    const late = await call('POST', `/api/transfers/${token}/accept`, friend);
    expect(late.statusCode).toBe(409);
    expect(await bookingRow(ticket.id)).toMatchObject({ holder_id: null, code_version: 1 });
    expect((await send(buyer, ticket.id, friend.email)).statusCode).toBe(201);
  });
});

describe('refusals', () => {
  it('refuses to oneself, an address that is not one, a ticket not the caller’s, and a second pending transfer', async () => {
    const { buyer, ticket } = await boughtTicket({ startsInMs: 2 * DAY });
    const code = async (res: Awaited<ReturnType<typeof send>>) => [res.statusCode, res.json().code];
    expect(await code(await send(buyer, ticket.id, buyer.email))).toEqual([422, 'transfers.to_self']);
    expect(await code(await send(buyer, ticket.id, await phoneOf(buyer)))).toEqual([422, 'transfers.to_self']);
    const invalid = await send(buyer, ticket.id, 'not an address');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.to).toBeDefined();
    expect((await call('POST', `/api/my-tickets/${ticket.id}/transfer`, buyer, {})).statusCode).toBe(422);
    const stranger = await createTestUser(t.app.db);
    expect(await code(await send(stranger, ticket.id, 'someone@example.om'))).toEqual([404, 'transfers.not_found']);
    expect((await send(buyer, ticket.id, 'someone@example.om')).statusCode).toBe(201);
    expect(await code(await send(buyer, ticket.id, 'another@example.om'))).toEqual([409, 'transfers.already_pending']);
  });

  it('refuses a used, a cancelled and an ended ticket', async () => {
    const used = await boughtTicket();
    await upload(t, staff, used.eventId, [scanOf(used.ticket.code)]);
    expect((await send(used.buyer, used.ticket.id, 'a@example.om')).json().code).toBe('transfers.ticket_used');

    const cancelled = await boughtTicket({ startsInMs: 2 * DAY });
    const c = await call('POST', `/api/admin/bookings/${cancelled.ticket.id}/cancel`, admin, { reason: 'Asked' });
    expect(c.statusCode, c.body).toBe(200);
    expect((await send(cancelled.buyer, cancelled.ticket.id, 'a@example.om')).json().code).toBe('transfers.ticket_not_active');

    const ended = await boughtTicket({ startsInMs: -3 * HOUR });
    t.clock.advance(2 * HOUR);
    try {
      expect((await send(ended.buyer, ended.ticket.id, 'a@example.om')).json().code).toBe('transfers.event_ended');
    } finally {
      t.clock.advance(-2 * HOUR);
    }
  });

  it('shows and accepts the link only for the member it was sent to; a link that is not one is 404', async () => {
    const { buyer, ticket } = await boughtTicket({ startsInMs: 2 * DAY });
    const friend = await createTestUser(t.app.db);
    const other = await createTestUser(t.app.db);
    await send(buyer, ticket.id, friend.email);
    const { token } = await mailedToken(friend.email);
    for (const res of [
      await call('GET', `/api/transfers/${token}`, other),
      await call('POST', `/api/transfers/${token}/accept`, other),
      await call('POST', `/api/transfers/${token}/decline`, buyer),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('transfers.not_addressed');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/transfers/${token}` })).statusCode).toBe(401);
    expect((await call('GET', `/api/transfers/${'A'.repeat(43)}`, friend)).json().code).toBe('transfers.not_found');
    expect((await call('GET', '/api/transfers/short', friend)).statusCode).toBe(422);
    expect(await bookingRow(ticket.id)).toMatchObject({ holder_id: null });
  });
});

describe('sending to a phone number', () => {
  it('texts the link to the number; the member with that verified phone accepts', async () => {
    const { buyer, ticket } = await boughtTicket({ startsInMs: 2 * DAY });
    const friend = await createTestUser(t.app.db, { locale: 'ar' });
    const phone = await phoneOf(friend);
    const sent = await send(buyer, ticket.id, phone.replace('+968', ''));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.transfer.to).toBe(phone);
    const line = (await smsLines(t.config)).filter((l) => l.split('\t')[1] === phone).at(-1) ?? '';
    expect(line).toContain('أرسل إليك Salim Al-Harthy تذكرة');
    const token = /\/transfers\/([A-Za-z0-9_-]{43})/.exec(line)?.[1];
    expect(token).toBeDefined();
    expect((await call('POST', `/api/transfers/${token}/accept`, friend)).statusCode).toBe(200);
    expect(await myTicketIds(friend)).toContain(ticket.id);
  });
});

describe('races', () => {
  it('two accepts of one link: one moves the ticket, the other answers 409', async () => {
    const { buyer, ticket } = await boughtTicket({ startsInMs: 2 * DAY });
    const friend = await createTestUser(t.app.db);
    await send(buyer, ticket.id, friend.email);
    const { token } = await mailedToken(friend.email);
    const results = await Promise.all([0, 1, 2].map(() => call('POST', `/api/transfers/${token}/accept`, friend)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await bookingRow(ticket.id)).toMatchObject({ holder_id: friend.id, code_version: 2 });
  });

  it('an accept racing a scan of the old code: either the scan admits and the accept is refused, or the ticket moves and the scan is replaced', async () => {
    for (let round = 0; round < 4; round++) {
      const { eventId, buyer, ticket } = await boughtTicket();
      const friend = await createTestUser(t.app.db);
      await send(buyer, ticket.id, friend.email);
      const { token } = await mailedToken(friend.email);
      const [accept, scan] = await Promise.all([call('POST', `/api/transfers/${token}/accept`, friend), upload(t, staff, eventId, [scanOf(ticket.code)])]);
      const verdict = scan.json().data.results[0];
      if (accept.statusCode === 200) {
        expect(verdict).toMatchObject({ decision: 'rejected', reason: 'replaced' });
        expect(await bookingRow(ticket.id)).toMatchObject({ holder_id: friend.id });
      } else {
        expect(accept.json().code).toBe('transfers.ticket_used');
        expect(verdict).toMatchObject({ decision: 'accepted' });
        expect(await bookingRow(ticket.id)).toMatchObject({ holder_id: null, code: ticket.code });
      }
    }
  });
});
