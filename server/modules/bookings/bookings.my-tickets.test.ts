import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketUsages } from '../../db/schema';
import { bookPaid } from '../../test/checkout';
import { bearerOf, createTestUser, createTicketType, DAY, HOUR, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TTestUser;
let stranger: TTestUser;
/** Booking ids by the state each was put in. */
const ids: Record<string, number> = {};

/** Paid bookings (through the test checkout): My Tickets lists paid ones only. */
async function bookOne(user: TTestUser, ticketId: number, quantity = 1): Promise<number[]> {
  const res = await bookPaid(t.app, { headers: bearerOf(user), payload: { ticket_id: ticketId, quantity } });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().data.bookings.map((b: { id: number }) => b.id);
}

/** Moves an event (and the validity of its bookings) into the past, as if it had happened. */
async function endEvent(eventId: number, daysAgo: number): Promise<void> {
  const start = new Date(Date.now() - daysAgo * DAY);
  const finish = new Date(start.getTime() + 3 * HOUR);
  await t.app.db.execute(
    sql`update events set start_date = ${start.toISOString()}::timestamptz, finish_date = ${finish.toISOString()}::timestamptz where id = ${eventId}`,
  );
  await t.app.db.execute(
    sql`update bookings set valid_from = ${start.toISOString()}::timestamptz, valid_until = ${finish.toISOString()}::timestamptz where event_id = ${eventId}`,
  );
}

async function setUsed(bookingId: number, used: number): Promise<void> {
  await t.app.db.execute(sql`update bookings set used_count = ${used} where id = ${bookingId}`);
}

async function myTickets(user: TTestUser, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/my-tickets${query}`, headers: bearerOf(user) });
  return { status: res.statusCode, body: res.json() };
}

function idsOf(body: { data: { bookings: { id: number }[] } }): number[] {
  return body.data.bookings.map((b) => b.id);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  owner = await createTestUser(db);
  stranger = await createTestUser(db);

  const soon = await createTicketType(db, {}, { name: 'Soon', startsInMs: 3 * DAY });
  const later = await createTicketType(db, {}, { name: 'Later', startsInMs: 10 * DAY });
  const cancelled = await createTicketType(db, {}, { name: 'Cancelled booking', startsInMs: 20 * DAY });
  const past = await createTicketType(db, {}, { name: 'Past unused', startsInMs: 6 * DAY });
  const pastPartly = await createTicketType(db, { usageLimit: 2 }, { name: 'Past partly used', startsInMs: 7 * DAY });
  const pastUsed = await createTicketType(db, {}, { name: 'Past used', startsInMs: 8 * DAY });
  const lapsed = await createTicketType(
    db,
    { validFrom: new Date(Date.now() - 2 * DAY), validUntil: new Date(Date.now() + DAY) },
    { name: 'Lapsed pass', startsInMs: 15 * DAY },
  );

  ids.later = (await bookOne(owner, later.ticketId))[0]!;
  const [first, second] = await bookOne(owner, soon.ticketId, 2);
  ids.soon = first!;
  ids.soonUsed = second!;
  ids.cancelled = (await bookOne(owner, cancelled.ticketId))[0]!;
  ids.past = (await bookOne(owner, past.ticketId))[0]!;
  ids.pastPartly = (await bookOne(owner, pastPartly.ticketId))[0]!;
  ids.pastUsed = (await bookOne(owner, pastUsed.ticketId))[0]!;
  ids.lapsed = (await bookOne(owner, lapsed.ticketId))[0]!;
  ids.strangers = (await bookOne(stranger, later.ticketId))[0]!;

  await setUsed(ids.soonUsed!, 1);
  await t.app.db.execute(sql`update bookings set status = 'cancelled', cancelled_at = now() where id = ${ids.cancelled!}`);
  await endEvent(past.eventId, 6);
  await endEvent(pastPartly.eventId, 5);
  await endEvent(pastUsed.eventId, 4);
  await setUsed(ids.pastPartly!, 1);
  await setUsed(ids.pastUsed!, 1);
  // The pass's own validity ended yesterday although its event is still ahead.
  await t.app.db.execute(sql`update bookings set valid_until = ${new Date(Date.now() - DAY).toISOString()}::timestamptz where id = ${ids.lapsed!}`);
});
afterAll(async () => t?.close());

describe('GET /api/my-tickets', () => {
  it('lists ready-to-use tickets, soonest event first', async () => {
    const { status, body } = await myTickets(owner, '?status=active');
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.soon, ids.later]);
    expect(body.data.bookings[0]).toMatchObject({ status: 'active', badge: 'active', cancelled: false, usage: { used: 0, limit: 1 }, event: { name: 'Soon' } });
    expect(body.data.pagination).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
  });

  it('lists fully used tickets as completed, most recent event first', async () => {
    const { body } = await myTickets(owner, '?status=completed');
    expect(idsOf(body)).toEqual([ids.soonUsed, ids.pastUsed]);
    // Used up but its event is still ahead: the badge still says the ticket is within its validity.
    expect(body.data.bookings[0]).toMatchObject({ status: 'completed', badge: 'active', usage: { used: 1, limit: 1 } });
    expect(body.data.bookings[1]).toMatchObject({ status: 'completed', badge: 'expired' });
  });

  it('lists cancelled, lapsed and past unused tickets as expired, most recent event first', async () => {
    const { body } = await myTickets(owner, '?status=expired');
    expect(idsOf(body)).toEqual([ids.cancelled, ids.lapsed, ids.pastPartly, ids.past]);
    const byId = new Map(body.data.bookings.map((b: { id: number }) => [b.id, b]));
    expect(byId.get(ids.cancelled!)).toMatchObject({ status: 'expired', cancelled: true, badge: 'expired' });
    expect(byId.get(ids.lapsed!)).toMatchObject({ status: 'expired', cancelled: false, badge: 'expired' });
    expect(byId.get(ids.pastPartly!)).toMatchObject({ status: 'expired', usage: { used: 1, limit: 2 } });
  });

  it('lists everything without a status (the offline pass), ready-to-use first, and pages', async () => {
    const all = await myTickets(owner);
    expect(all.body.data.pagination.total).toBe(8);
    expect(idsOf(all.body).slice(0, 2)).toEqual([ids.soon, ids.later]);
    expect(new Set(idsOf(all.body))).toEqual(
      new Set(
        Object.entries(ids)
          .filter(([k]) => k !== 'strangers')
          .map(([, id]) => id),
      ),
    );
    expect(idsOf((await myTickets(owner, '?status=all')).body)).toEqual(idsOf(all.body));
    const page2 = await myTickets(owner, '?per_page=3&page=2');
    expect(page2.body.data.pagination).toEqual({ current_page: 2, per_page: 3, total: 8, last_page: 3 });
    expect(idsOf(page2.body)).toEqual(idsOf(all.body).slice(3, 6));
  });

  it('carries what the pass needs: code, event, ticket, validity, holder', async () => {
    const { body } = await myTickets(owner, '?status=active');
    const b = body.data.bookings[0];
    expect(b.code).toMatch(/^T1\./);
    expect(b.booking_number).toMatch(/^BK-/);
    expect(b.event).toMatchObject({ name: 'Soon', location: 'Muscat', poster_image_url: null });
    expect(b.event.start_date).toMatch(/Z$/);
    expect(b.ticket).toMatchObject({ name: 'General admission' });
    expect(b.holder_email).toBe(owner.email);
    expect(b.valid_from).not.toBeNull();
  });

  it('never shows another user’s bookings', async () => {
    const { body } = await myTickets(stranger);
    expect(idsOf(body)).toEqual([ids.strangers]);
  });

  it('answers 422 for an unknown status and 401 for a guest', async () => {
    expect((await myTickets(owner, '?status=used')).status).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-tickets' })).statusCode).toBe(401);
  });
});

describe('GET /api/my-tickets/{id}', () => {
  it('shows one booking with its scans, oldest first', async () => {
    const scannedAt = Date.now() - HOUR;
    const [booking] = (await t.app.db.execute<{ event_id: number; code: string }>(sql`select event_id, code from bookings where id = ${ids.soonUsed!}`)).rows;
    await t.app.db.insert(ticketUsages).values([
      {
        scanId: randomUUID(),
        bookingId: ids.soonUsed!,
        eventId: booking!.event_id,
        code: booking!.code,
        decision: 'rejected',
        reason: 'already_used',
        deviceId: 'gate-2-phone',
        gate: 'North gate',
        scannedAt: new Date(scannedAt + 60_000),
      },
      {
        scanId: randomUUID(),
        bookingId: ids.soonUsed!,
        eventId: booking!.event_id,
        code: booking!.code,
        decision: 'accepted',
        reason: null,
        deviceId: 'gate-1-phone',
        gate: 'Main gate',
        scannedAt: new Date(scannedAt),
      },
    ]);
    const res = await t.app.inject({ method: 'GET', url: `/api/my-tickets/${ids.soonUsed}`, headers: bearerOf(owner) });
    expect(res.statusCode).toBe(200);
    const detail = res.json().data.booking;
    expect(detail).toMatchObject({ id: ids.soonUsed, status: 'completed', usage: { used: 1, limit: 1 } });
    expect(detail.usages).toEqual([
      {
        id: expect.any(Number),
        decision: 'accepted',
        reason: null,
        scanned_at: new Date(scannedAt).toISOString(),
        gate: 'Main gate',
        device_id: 'gate-1-phone',
      },
      {
        id: expect.any(Number),
        decision: 'rejected',
        reason: 'already_used',
        scanned_at: new Date(scannedAt + 60_000).toISOString(),
        gate: 'North gate',
        device_id: 'gate-2-phone',
      },
    ]);
  });

  it('answers 404 bookings.not_found for another user’s booking, exactly as for a missing one', async () => {
    const foreign = await t.app.inject({ method: 'GET', url: `/api/my-tickets/${ids.strangers}`, headers: bearerOf(owner) });
    const missing = await t.app.inject({ method: 'GET', url: '/api/my-tickets/99999999', headers: bearerOf(owner) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, code: 'bookings.not_found', message: 'Booking not found.' });
    expect(missing.json()).toEqual(foreign.json());
  });
});
