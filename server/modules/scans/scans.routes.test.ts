import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestUser, createTicketType, DAY, HOUR, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookTickets, scanOf, upload } from './scans.test-support';

/* The door scanner's API (docs/product.md §7, docs/architecture.md §6). */

let t: TestApp;
let staff: TTestUser;
let admin: TTestUser;
let attendee: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestUser(t.app.db, { roleId: 3, name: 'Door Staff' });
  admin = await createTestUser(t.app.db, { roleId: 1 });
  attendee = await createTestUser(t.app.db, { name: 'Salim Al-Harthy' });
});
afterAll(async () => t?.close());

/** An event running now (started an hour ago) with one ticket type. */
async function runningEvent(ticket: { usageLimit?: number; coinsOnUsage?: number; total?: number } = {}) {
  return createTicketType(
    t.app.db,
    { total: ticket.total ?? 100, usageLimit: ticket.usageLimit ?? 1, coinsOnUsage: ticket.coinsOnUsage ?? 0 },
    { startsInMs: -HOUR, durationMs: 4 * HOUR },
  );
}

async function usagesOf(bookingId: number) {
  const r = await t.app.db.execute<{ used_count: number; usages: string; accepted: string; coins: string }>(sql`
    select b.used_count,
      (select count(*) from ticket_usages u where u.booking_id = b.id) as usages,
      (select count(*) from ticket_usages u where u.booking_id = b.id and u.decision = 'accepted') as accepted,
      (select count(*) from coin_transactions c where c.booking_id = b.id and c.kind = 'usage') as coins
    from bookings b where b.id = ${bookingId}`);
  const row = r.rows[0];
  if (!row) throw new Error('no booking');
  return { usedCount: Number(row.used_count), usages: Number(row.usages), accepted: Number(row.accepted), coinRows: Number(row.coins) };
}

describe('who may scan', () => {
  const routes = (eventId: number) => [
    { method: 'GET' as const, url: '/api/admin/scan/events' },
    { method: 'GET' as const, url: `/api/admin/events/${eventId}/scan-manifest` },
    { method: 'GET' as const, url: `/api/admin/events/${eventId}/check-ins` },
    { method: 'POST' as const, url: `/api/admin/events/${eventId}/scans`, payload: { scans: 'not even a list' } },
  ];

  it('answers 401 to a guest and 403 to an attendee before looking at the body, and lets staff and admins in', async () => {
    const { eventId } = await runningEvent();
    for (const route of routes(eventId)) {
      expect((await t.app.inject(route)).statusCode, `${route.url} guest`).toBe(401);
      expect((await t.app.inject({ ...route, headers: bearerOf(attendee) })).statusCode, `${route.url} user`).toBe(403);
      const asStaff = await t.app.inject({ ...route, headers: bearerOf(staff) });
      expect(asStaff.statusCode, `${route.url} staff`).toBe(route.method === 'POST' ? 422 : 200);
      const asAdmin = await t.app.inject({ ...route, headers: bearerOf(admin) });
      expect(asAdmin.statusCode, `${route.url} admin`).toBe(route.method === 'POST' ? 422 : 200);
    }
  });

  it('answers 404 for an unknown event and 422 for an id that is not one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/events/999999/scan-manifest', headers: bearerOf(staff) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/events/2147483648/scan-manifest', headers: bearerOf(staff) })).statusCode).toBe(422);
  });
});

describe("door staff's lane", () => {
  const reach = async (user: TTestUser, eventId: number) =>
    Promise.all([
      t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/scan-manifest`, headers: bearerOf(user) }).then((r) => r.statusCode),
      t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/check-ins`, headers: bearerOf(user) }).then((r) => r.statusCode),
      upload(t, user, eventId, [scanOf('not a ticket')]).then((r) => r.statusCode),
    ]);
  const listed = async (eventId: number) =>
    ((await t.app.inject({ method: 'GET', url: '/api/admin/scan/events', headers: bearerOf(staff) })).json().data.events as { id: number }[]).some(
      (e) => e.id === eventId,
    );

  it('reaches the events the scanner lists (ended up to 48 h ago, up to 7 days ahead) and nothing else; an administrator reaches every event', async () => {
    const longOver = await createTicketType(t.app.db, {}, { startsInMs: -4 * DAY, durationMs: HOUR });
    const justOver = await createTicketType(t.app.db, {}, { startsInMs: -42 * HOUR, durationMs: HOUR });
    const farAhead = await createTicketType(t.app.db, {}, { startsInMs: 10 * DAY, durationMs: HOUR });
    expect(await reach(staff, longOver.eventId)).toEqual([404, 404, 404]);
    expect(await reach(staff, farAhead.eventId)).toEqual([404, 404, 404]);
    expect(await reach(staff, justOver.eventId)).toEqual([200, 200, 200]);
    expect([await listed(longOver.eventId), await listed(justOver.eventId), await listed(farAhead.eventId)]).toEqual([false, true, false]);
    expect(await reach(admin, longOver.eventId)).toEqual([200, 200, 200]);
    expect(await reach(admin, farAhead.eventId)).toEqual([200, 200, 200]);
  });

  it('a scan whose time is backdated past 48 h or ahead of the server is recorded as a conflict and applies no use and no coins', async () => {
    const { eventId, ticketId } = await runningEvent({ usageLimit: 3, coinsOnUsage: 100 });
    const [b] = await bookTickets(t, attendee, ticketId, 1);
    const now = t.clock.now().getTime();
    const backdated = scanOf(b!.code, { scanned_at: new Date(now - 49 * HOUR).toISOString() });
    const ahead = scanOf(b!.code, { scanned_at: new Date(now + 10 * 60_000).toISOString() });
    const results = (await upload(t, staff, eventId, [backdated, ahead])).json().data.results;
    for (const result of results) expect(result).toMatchObject({ booking_id: b!.id, decision: 'rejected', reason: 'untrusted_time', conflict: true });
    expect(await usagesOf(b!.id)).toEqual({ usedCount: 0, usages: 2, accepted: 0, coinRows: 0 });
    // Within the window the scan's own time decides, as before.
    const inTime = scanOf(b!.code, { scanned_at: new Date(now - 30 * 60_000).toISOString() });
    expect((await upload(t, staff, eventId, [inTime])).json().data.results[0]).toMatchObject({ decision: 'accepted', conflict: false });
    expect(await usagesOf(b!.id)).toEqual({ usedCount: 1, usages: 3, accepted: 1, coinRows: 1 });
  });

  it("a scan_id is unique per event: another event's scan with the same id is a scan of its own, not a duplicate", async () => {
    const first = await runningEvent();
    const second = await runningEvent();
    const [a] = await bookTickets(t, attendee, first.ticketId, 1);
    const [b] = await bookTickets(t, attendee, second.ticketId, 1);
    const scanId = randomUUID();
    expect((await upload(t, staff, first.eventId, [scanOf(a!.code, { scan_id: scanId })])).json().data.results[0]).toMatchObject({
      decision: 'accepted',
      duplicate: false,
    });
    expect((await upload(t, staff, second.eventId, [scanOf(b!.code, { scan_id: scanId })])).json().data.results[0]).toMatchObject({
      booking_id: b!.id,
      decision: 'accepted',
      duplicate: false,
    });
    expect(await usagesOf(b!.id)).toMatchObject({ usedCount: 1, accepted: 1 });
    expect((await upload(t, staff, second.eventId, [scanOf(b!.code, { scan_id: scanId })])).json().data.results[0]).toMatchObject({
      booking_id: b!.id,
      duplicate: true,
    });
  });

  it("a device clock ahead of the server does not stay the device's last scan", async () => {
    const { eventId, ticketId } = await runningEvent();
    const [b] = await bookTickets(t, attendee, ticketId, 1);
    const ahead = new Date(t.clock.now().getTime() + 365 * DAY).toISOString();
    await upload(t, staff, eventId, [scanOf(b!.code, { scanned_at: ahead, device_id: 'gate-ahead' })]);
    const devices = (await t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/check-ins`, headers: bearerOf(admin) })).json().data.devices;
    const device = devices.find((d: { device_id: string }) => d.device_id === 'gate-ahead');
    expect(new Date(device.last_scan_at).getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('a batch with a time in year 0 or past 9999, or a lone surrogate in a code or device id, answers 422, never 500', async () => {
    const { eventId, ticketId } = await runningEvent();
    const [b] = await bookTickets(t, attendee, ticketId, 1);
    const bad = [
      scanOf(b!.code, { scanned_at: '0000-01-01T00:00:00Z' }),
      scanOf(b!.code, { scanned_at: '9999-12-31T23:00:00-05:00' }),
      scanOf('\ud800'),
      scanOf(b!.code, { device_id: 'gate-\ud800' }),
    ];
    for (const scan of bad) {
      const res = await upload(t, staff, eventId, [scanOf(b!.code), scan]);
      expect(res.statusCode, JSON.stringify(scan)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'validation.failed' });
    }
    expect(await usagesOf(b!.id)).toMatchObject({ usages: 0 });
  });
});

describe('events to scan', () => {
  it('lists an event running now with its checked-in and sold counts, and not one a month away', async () => {
    const { eventId, ticketId } = await runningEvent();
    const far = await createTicketType(t.app.db, {}, { startsInMs: 30 * 24 * HOUR });
    const [first] = await bookTickets(t, attendee, ticketId, 2);
    await upload(t, staff, eventId, [scanOf(first!.code)]);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/scan/events', headers: bearerOf(staff) });
    const events: { id: number; checked_in: number; sold: number }[] = res.json().data.events;
    expect(events.find((e) => e.id === eventId)).toMatchObject({ checked_in: 1, sold: 2 });
    expect(events.some((e) => e.id === far.eventId)).toBe(false);
  });
});

describe('the manifest', () => {
  it('lists every booking with holder, ticket and usage, and a delta only what changed since', async () => {
    const { eventId, ticketId } = await runningEvent({ usageLimit: 3 });
    const booked = await bookTickets(t, attendee, ticketId, 2);
    const fullRes = await t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/scan-manifest`, headers: bearerOf(staff) });
    expect(fullRes.statusCode, fullRes.body).toBe(200);
    const full = fullRes.json().data;
    expect(full.more).toBe(false);
    expect(full.public_keys).toContain(t.app.signingKey.publicKeyRaw);
    expect(full.bookings).toHaveLength(2);
    expect(full.bookings[0]).toMatchObject({
      status: 'active',
      ticket_name: 'General admission',
      holder_name: 'Salim Al-Harthy',
      usage_limit: 3,
      used_count: 0,
    });

    await upload(t, staff, eventId, [scanOf(booked[1]!.code)]);
    const delta = (
      await t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/scan-manifest?since=${full.cursor}`, headers: bearerOf(staff) })
    ).json().data;
    // The overlap window re-sends recent rows; the scanned one must be there with its new count.
    expect(delta.bookings.find((b: { id: number }) => b.id === booked[1]!.id)).toMatchObject({ used_count: 1 });
  });

  it('pages 5,001 bookings in answers of at most 5,000 without losing or repeating one', async () => {
    const { eventId, ticketId } = await runningEvent({ total: 6000 });
    await t.app.db.execute(sql`
      with inv as (insert into invoices (user_id, subtotal, vat, total, vat_rate_bp, status) values (${attendee.id}, 0, 0, 0, 1500, 'paid') returning id)
      insert into bookings (invoice_id, user_id, ticket_id, event_id, code, usage_limit, holder_name, holder_email, unit_price)
      select inv.id, ${attendee.id}, ${ticketId}, ${eventId}, 'bulk-' || ${eventId} || '-' || g, 1, 'Bulk ' || g, 'bulk@example.om', 0
      from inv cross join generate_series(1, 5001) g`);
    const seen = new Set<number>();
    let since: string | undefined;
    let pages = 0;
    for (;;) {
      const url = `/api/admin/events/${eventId}/scan-manifest${since ? `?since=${since}` : ''}`;
      const data = (await t.app.inject({ method: 'GET', url, headers: bearerOf(staff) })).json().data;
      pages += 1;
      expect(data.bookings.length).toBeLessThanOrEqual(5000);
      for (const b of data.bookings) seen.add(b.id);
      since = data.cursor;
      if (!data.more) break;
      expect(pages).toBeLessThan(5);
    }
    expect(pages).toBe(2);
    expect(seen.size).toBe(5001);
  });

  it('keeps a cancelled booking with its status: the revocation list', async () => {
    const { eventId, ticketId } = await runningEvent();
    const [b] = await bookTickets(t, attendee, ticketId, 1);
    await t.app.db.execute(sql`update bookings set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = ${b!.id}`);
    const data = (await t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/scan-manifest`, headers: bearerOf(staff) })).json().data;
    expect(data.bookings.find((x: { id: number }) => x.id === b!.id)).toMatchObject({ status: 'cancelled' });
  });

  it('refuses a cursor it did not hand out', async () => {
    const { eventId } = await runningEvent();
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/scan-manifest?since=nonsense`, headers: bearerOf(staff) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('scans.cursor_invalid');
    // Tampered cursors of the right shape: an id past the column, month 99, year 0; never a 500.
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const tampered of [
      ['2026-01-01T00:00:00.000000Z', 2 ** 31],
      ['2026-99-01T00:00:00.000000Z', 1],
      ['0000-01-01T00:00:00.000000Z', 1],
      ['2026-02-30T00:00:00.000000Z', 1],
    ]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/admin/events/${eventId}/scan-manifest?since=${cursor(tampered)}`,
        headers: bearerOf(staff),
      });
      expect(answer.statusCode, JSON.stringify(tampered)).toBe(422);
      expect(answer.json().code).toBe('scans.cursor_invalid');
    }
  });
});

describe('uploading scans', () => {
  it('applies an accepted scan once, credits usage coins once, and answers re-uploads as duplicates', async () => {
    const { eventId, ticketId } = await runningEvent({ usageLimit: 1, coinsOnUsage: 150 });
    const [b] = await bookTickets(t, attendee, ticketId, 1);
    const scan = scanOf(b!.code);
    const first = await upload(t, staff, eventId, [scan]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.results).toEqual([
      { scan_id: scan.scan_id, booking_id: b!.id, decision: 'accepted', reason: null, conflict: false, duplicate: false },
    ]);
    for (let i = 0; i < 3; i++) {
      const again = await upload(t, staff, eventId, [scan]);
      expect(again.json().data.results[0]).toMatchObject({ booking_id: b!.id, decision: 'accepted', duplicate: true });
    }
    expect(await usagesOf(b!.id)).toEqual({ usedCount: 1, usages: 1, accepted: 1, coinRows: 1 });
    const history = await t.app.inject({ method: 'GET', url: `/api/my-tickets/${b!.id}`, headers: bearerOf(attendee) });
    expect(history.json().data.booking, history.body).toMatchObject({ usage: { used: 1 } });
  });

  it('records a forged code as rejected with no booking, and another event’s ticket as wrong_event', async () => {
    const { eventId } = await runningEvent();
    const other = await runningEvent();
    const [foreign] = await bookTickets(t, attendee, other.ticketId, 1);
    const [genuine] = await bookTickets(t, attendee, (await runningEvent()).ticketId, 1);
    const parts = genuine!.code.split('.');
    const tampered = `${parts[0]}.${parts[1]}x.${parts[2]}`;
    const scans = [scanOf('hello world'), scanOf(tampered), scanOf(foreign!.code)];
    const results = (await upload(t, staff, eventId, scans)).json().data.results;
    expect(results.map((r: { decision: string; reason: string; booking_id: number | null }) => [r.decision, r.reason, r.booking_id])).toEqual([
      ['rejected', 'invalid_signature', null],
      ['rejected', 'invalid_signature', null],
      ['rejected', 'wrong_event', null],
    ]);
  });

  it('counts down a multi-use ticket and refuses the use after the last', async () => {
    const { eventId, ticketId } = await runningEvent({ usageLimit: 3 });
    const [b] = await bookTickets(t, attendee, ticketId, 1);
    const scans = Array.from({ length: 4 }, () => scanOf(b!.code));
    const results = (await upload(t, staff, eventId, scans)).json().data.results;
    expect(results.map((r: { decision: string }) => r.decision)).toEqual(['accepted', 'accepted', 'accepted', 'rejected']);
    expect(results[3]).toMatchObject({ reason: 'already_used', conflict: true });
    expect(await usagesOf(b!.id)).toMatchObject({ usedCount: 3, accepted: 3, usages: 4 });
  });

  it('two devices accepting the last use offline: one applied, one flagged as a conflict', async () => {
    const { eventId, ticketId } = await runningEvent({ usageLimit: 1 });
    const [b] = await bookTickets(t, attendee, ticketId, 1);
    const a = await upload(t, staff, eventId, [scanOf(b!.code, { device_id: 'north-gate' })]);
    const c = await upload(t, staff, eventId, [scanOf(b!.code, { device_id: 'south-gate' })]);
    expect(a.json().data.results[0]).toMatchObject({ decision: 'accepted', conflict: false });
    expect(c.json().data.results[0]).toMatchObject({ decision: 'rejected', reason: 'already_used', conflict: true });
    const checkIns = (await t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/check-ins`, headers: bearerOf(admin) })).json().data;
    expect(checkIns).toMatchObject({ checked_in: 1, sold: 1 });
    expect(checkIns.conflicts).toEqual([
      expect.objectContaining({ booking_id: b!.id, device_id: 'south-gate', reason: 'already_used', holder_name: 'Salim Al-Harthy' }),
    ]);
    expect(checkIns.devices.map((d: { device_id: string }) => d.device_id).sort()).toEqual(['north-gate', 'south-gate']);
  });

  it('keeps a device’s rejection as it was decided, and refuses a cancelled ticket', async () => {
    const { eventId, ticketId } = await runningEvent({ usageLimit: 2 });
    const [b, c] = await bookTickets(t, attendee, ticketId, 2);
    await t.app.db.execute(sql`update bookings set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = ${c!.id}`);
    const results = (await upload(t, staff, eventId, [scanOf(b!.code, { decision: 'rejected', reason: 'not_yet_valid' }), scanOf(c!.code)])).json().data
      .results;
    expect(results[0]).toMatchObject({ decision: 'rejected', reason: 'not_yet_valid', conflict: false });
    expect(results[1]).toMatchObject({ decision: 'rejected', reason: 'cancelled', conflict: true });
    expect(await usagesOf(b!.id)).toMatchObject({ usedCount: 0 });
  });

  it('applies a batch of 1,000 scans once, even when it is sent three more times', async () => {
    const { eventId, ticketId } = await runningEvent({ usageLimit: 5, coinsOnUsage: 10, total: 500 });
    const booked = [...(await bookTickets(t, attendee, ticketId, 20)), ...(await bookTickets(t, attendee, ticketId, 20))];
    const scans = Array.from({ length: 1000 }, (_, i) => scanOf(booked[i % booked.length]!.code, { device_id: `gate-${i % 3}` }));
    const first = await upload(t, staff, eventId, scans);
    expect(first.statusCode).toBe(200);
    const accepted = first.json().data.results.filter((r: { decision: string }) => r.decision === 'accepted').length;
    expect(accepted).toBe(booked.length * 5);
    for (let i = 0; i < 3; i++) {
      const again = (await upload(t, staff, eventId, scans)).json().data.results;
      expect(again.every((r: { duplicate: boolean }) => r.duplicate)).toBe(true);
    }
    const totals = await t.app.db.execute<{ uses: string; usages: string; coins: string }>(sql`
      select (select sum(used_count) from bookings where event_id = ${eventId}) as uses,
        (select count(*) from ticket_usages where event_id = ${eventId}) as usages,
        (select count(*) from coin_transactions c join bookings b on b.id = c.booking_id where b.event_id = ${eventId} and c.kind = 'usage') as coins`);
    const row = totals.rows[0]!;
    expect([Number(row.uses), Number(row.usages), Number(row.coins)]).toEqual([booked.length * 5, 1000, booked.length * 5]);
  });

  it('applies every scan once when 20 uploads of overlapping batches arrive together', async () => {
    const { eventId, ticketId } = await runningEvent({ usageLimit: 2, coinsOnUsage: 5, total: 500 });
    const booked = await bookTickets(t, attendee, ticketId, 20);
    const pool = Array.from({ length: 60 }, (_, i) => scanOf(booked[i % booked.length]!.code, { device_id: `gate-${i % 4}` }));
    const batches = Array.from({ length: 20 }, (_, i) => pool.slice((i * 7) % 40, ((i * 7) % 40) + 20));
    const answers = await Promise.all(batches.map((batch) => upload(t, staff, eventId, batch)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const applied = new Map<string, string>();
    for (const answer of answers) {
      for (const r of answer.json().data.results as { scan_id: string; decision: string; duplicate: boolean }[]) {
        if (applied.has(r.scan_id)) expect(r.decision).toBe(applied.get(r.scan_id));
        else applied.set(r.scan_id, r.decision);
      }
    }
    const rows = await t.app.db.execute<{ usages: string; distinct_scans: string; uses: string; coins: string }>(sql`
      select (select count(*) from ticket_usages where event_id = ${eventId}) as usages,
        (select count(distinct scan_id) from ticket_usages where event_id = ${eventId}) as distinct_scans,
        (select sum(used_count) from bookings where event_id = ${eventId}) as uses,
        (select count(*) from coin_transactions c join bookings b on b.id = c.booking_id where b.event_id = ${eventId} and c.kind = 'usage') as coins`);
    const uniqueScans = new Set(batches.flat().map((s) => s.scan_id)).size;
    expect(Number(rows.rows[0]!.usages)).toBe(uniqueScans);
    expect(Number(rows.rows[0]!.distinct_scans)).toBe(uniqueScans);
    expect(Number(rows.rows[0]!.uses)).toBe(Number(rows.rows[0]!.coins));
    expect(Number(rows.rows[0]!.uses)).toBeLessThanOrEqual(40);
  });

  it('refuses a malformed batch whole, with field errors and nothing written', async () => {
    const { eventId } = await runningEvent();
    const good = scanOf('T1.x.y');
    const bad = { ...scanOf('T1.x.y'), scan_id: 'not-a-uuid' };
    const res = await upload(t, staff, eventId, [good, bad]);
    expect(res.statusCode).toBe(422);
    const stored = await t.app.db.execute<{ n: string }>(sql`select count(*) as n from ticket_usages where scan_id = ${good.scan_id}`);
    expect(Number(stored.rows[0]!.n)).toBe(0);
    expect(randomUUID()).not.toBe(good.scan_id);
  });
});
