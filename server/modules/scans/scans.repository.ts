import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookings, events, tickets, ticketUsages } from '../../db/schema';
import type { TScanDecision, TScanReason } from '../../../contract/scans';

/*
 * The door scanner's queries (docs/architecture.md §6). Set-based on purpose: a device that was offline
 * for a whole evening uploads thousands of scans, and 10,000 must sync within 10 s (docs/architecture.md §8).
 */

export type TScanEventRow = {
  id: number;
  name: string;
  startDate: Date;
  finishDate: Date;
  location: string | null;
  checkedIn: number;
  sold: number;
};

/** Events that are not cancelled and overlap [from, to), with their door counts. */
export async function findScanEvents(db: DbExecutor, from: Date, to: Date): Promise<TScanEventRow[]> {
  const result = await db.execute<{
    id: number;
    name: string;
    start_date: string;
    finish_date: string;
    location: string | null;
    checked_in: string;
    sold: string;
  }>(sql`
    select e.id, e.name, e.start_date, e.finish_date, e.location,
      count(b.id) filter (where b.status = 'active' and b.used_count > 0) as checked_in,
      count(b.id) filter (where b.status = 'active') as sold
    from ${events} e left join ${bookings} b on b.event_id = e.id
    where e.cancelled_at is null and e.start_date < ${to.toISOString()}::timestamptz and e.finish_date >= ${from.toISOString()}::timestamptz
    group by e.id
    order by e.start_date, e.id`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    startDate: new Date(r.start_date),
    finishDate: new Date(r.finish_date),
    location: r.location,
    checkedIn: Number(r.checked_in),
    sold: Number(r.sold),
  }));
}

export type TScanEventInfo = { id: number; name: string; startDate: Date; finishDate: Date; cancelled: boolean };

export async function findEventForScanning(db: DbExecutor, eventId: number): Promise<TScanEventInfo | undefined> {
  const result = await db.execute<{ id: number; name: string; start_date: string; finish_date: string; cancelled_at: string | null }>(sql`
    select id, name, start_date, finish_date, cancelled_at from ${events} where id = ${eventId}::int`);
  const row = result.rows[0];
  return row
    ? { id: Number(row.id), name: row.name, startDate: new Date(row.start_date), finishDate: new Date(row.finish_date), cancelled: row.cancelled_at !== null }
    : undefined;
}

export type TManifestRow = {
  id: number;
  status: 'active' | 'cancelled';
  ticketId: number;
  ticketName: string;
  holderName: string;
  codeVersion: number;
  usageLimit: number;
  usedCount: number;
  validFrom: Date | null;
  validUntil: Date | null;
  /** updated_at as ISO 8601 UTC with microseconds, for the keyset cursor. */
  updatedAtText: string;
};

export type TManifestPosition = { updatedAt: string; id: number };

/**
 * Bookings of an event in (updated_at, id) order after `after`, at most `limit`. The text form of
 * updated_at is compared as timestamptz, so microseconds survive the round trip through the cursor
 * (thousands of bookings written by one statement share one timestamp).
 */
export async function findManifestPage(db: DbExecutor, eventId: number, after: TManifestPosition | null, limit: number): Promise<TManifestRow[]> {
  const position = after ? sql`and (b.updated_at, b.id) > (${after.updatedAt}::timestamptz, ${after.id}::int)` : sql``;
  const result = await db.execute<{
    id: number;
    status: 'active' | 'cancelled';
    ticket_id: number;
    ticket_name: string;
    holder_name: string;
    code_version: number;
    usage_limit: number;
    used_count: number;
    valid_from: string | null;
    valid_until: string | null;
    updated_at_text: string;
  }>(sql`
    select b.id, b.status, b.ticket_id, t.name as ticket_name, b.holder_name, b.code_version, b.usage_limit, b.used_count, b.valid_from, b.valid_until,
      to_char(b.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at_text
    from ${bookings} b join ${tickets} t on t.id = b.ticket_id
    -- Only paid bookings reach the door (docs/architecture.md §11): a hold has no code; once paid, its
    -- updated_at moves past any cursor, so the next delta carries it.
    where b.event_id = ${eventId}::int and b.status in ('active', 'cancelled') ${position}
    order by b.updated_at, b.id
    limit ${limit}::int`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    status: r.status,
    ticketId: Number(r.ticket_id),
    ticketName: r.ticket_name,
    holderName: r.holder_name,
    codeVersion: Number(r.code_version),
    usageLimit: Number(r.usage_limit),
    usedCount: Number(r.used_count),
    validFrom: r.valid_from === null ? null : new Date(r.valid_from),
    validUntil: r.valid_until === null ? null : new Date(r.valid_until),
    updatedAtText: r.updated_at_text,
  }));
}

/** The database's clock minus a margin, as text: the oldest position a later delta must re-read. */
export async function safeHorizon(db: DbExecutor, marginSeconds: number): Promise<string> {
  const result = await db.execute<{ horizon: string }>(
    sql`select to_char((now() - make_interval(secs => ${marginSeconds}::int)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as horizon`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('no clock');
  return row.horizon;
}

export type TLockedBooking = {
  id: number;
  eventId: number;
  /** Who earns the coins on use: the holder (the buyer unless the ticket was sent on). */
  userId: number;
  status: 'active' | 'cancelled';
  codeVersion: number;
  usageLimit: number;
  usedCount: number;
  validFrom: Date | null;
  validUntil: Date | null;
  coinsOnUsage: number;
};

/** Locks the bookings in id order, so two uploads touching the same tickets queue instead of deadlocking. */
export async function lockBookings(tx: DbExecutor, ids: number[]): Promise<Map<number, TLockedBooking>> {
  if (ids.length === 0) return new Map();
  const result = await tx.execute<{
    id: number;
    event_id: number;
    user_id: number;
    status: 'active' | 'cancelled';
    code_version: number;
    usage_limit: number;
    used_count: number;
    valid_from: string | null;
    valid_until: string | null;
    coins_on_usage: number;
  }>(sql`
    select b.id, b.event_id, coalesce(b.holder_id, b.user_id) as user_id, b.status, b.code_version, b.usage_limit, b.used_count, b.valid_from, b.valid_until, t.coins_on_usage
    from ${bookings} b join ${tickets} t on t.id = b.ticket_id
    where b.id in (select unnest(${`{${ids.join(',')}}`}::int[]))
    order by b.id
    for update of b`);
  return new Map(
    result.rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        eventId: Number(r.event_id),
        userId: Number(r.user_id),
        status: r.status,
        codeVersion: Number(r.code_version),
        usageLimit: Number(r.usage_limit),
        usedCount: Number(r.used_count),
        validFrom: r.valid_from === null ? null : new Date(r.valid_from),
        validUntil: r.valid_until === null ? null : new Date(r.valid_until),
        coinsOnUsage: Number(r.coins_on_usage),
      },
    ]),
  );
}

export type TStoredScan = { scanId: string; bookingId: number | null; decision: TScanDecision; reason: TScanReason | null; conflict: boolean };

/** The event's scans among `scanIds` (a scan_id is unique per event: another event's same id is another scan). */
export async function findScansByIds(db: DbExecutor, eventId: number, scanIds: string[]): Promise<Map<string, TStoredScan>> {
  if (scanIds.length === 0) return new Map();
  const result = await db.execute<{ scan_id: string; booking_id: number | null; decision: TScanDecision; reason: TScanReason | null; conflict: boolean }>(sql`
    select scan_id, booking_id, decision, reason, conflict from ${ticketUsages}
    where event_id = ${eventId}::int and scan_id in (select unnest(${`{${scanIds.join(',')}}`}::uuid[]))`);
  return new Map(
    result.rows.map((r) => [
      r.scan_id,
      { scanId: r.scan_id, bookingId: r.booking_id === null ? null : Number(r.booking_id), decision: r.decision, reason: r.reason, conflict: r.conflict },
    ]),
  );
}

export type TNewUsage = {
  scanId: string;
  bookingId: number | null;
  eventId: number;
  code: string;
  decision: TScanDecision;
  reason: TScanReason | null;
  deviceId: string;
  scannedBy: number;
  scannedAt: Date;
  conflict: boolean;
};

/** Inserts the usages; a scan_id already stored (a concurrent upload won) is skipped. Returns scan_id → usage id. */
export async function insertUsages(tx: DbExecutor, rows: TNewUsage[], receivedAt: Date): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const payload = JSON.stringify(
    rows.map((r) => ({
      scan_id: r.scanId,
      booking_id: r.bookingId,
      event_id: r.eventId,
      code: r.code,
      decision: r.decision,
      reason: r.reason,
      device_id: r.deviceId,
      scanned_by: r.scannedBy,
      scanned_at: r.scannedAt.toISOString(),
      conflict: r.conflict,
    })),
  );
  const result = await tx.execute<{ id: number; scan_id: string }>(sql`
    insert into ${ticketUsages} (scan_id, booking_id, event_id, code, decision, reason, device_id, scanned_by, scanned_at, received_at, conflict)
    select s.scan_id, s.booking_id, s.event_id, s.code, s.decision, s.reason, s.device_id, s.scanned_by, s.scanned_at, ${receivedAt.toISOString()}::timestamptz, s.conflict
    from jsonb_to_recordset(${payload}::jsonb) as s(scan_id uuid, booking_id int, event_id int, code text, decision text, reason text,
      device_id text, scanned_by int, scanned_at timestamptz, conflict boolean)
    on conflict (event_id, scan_id) do nothing
    returning id, scan_id`);
  return new Map(result.rows.map((r) => [r.scan_id, Number(r.id)]));
}

/** Raises used_count by each booking's accepted uses; the check constraint keeps it within usage_limit. */
export async function addUses(tx: DbExecutor, uses: Map<number, number>, now: Date): Promise<void> {
  if (uses.size === 0) return;
  const payload = JSON.stringify([...uses].map(([id, n]) => ({ id, n })));
  await tx.execute(sql`
    update ${bookings} b set used_count = b.used_count + u.n, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${payload}::jsonb) as u(id int, n int)
    where b.id = u.id`);
}

export type TCheckInsRow = {
  checkedIn: number;
  sold: number;
  devices: { deviceId: string; accepted: number; rejected: number; lastScanAt: Date }[];
  conflicts: {
    scanId: string;
    bookingId: number | null;
    holderName: string | null;
    ticketName: string | null;
    reason: TScanReason | null;
    deviceId: string;
    scannedAt: Date;
    receivedAt: Date;
  }[];
};

/** The event dashboard's Check-ins view: progress, per-device counts and the conflicts to review (newest first). */
export async function findCheckIns(db: DbExecutor, eventId: number, conflictLimit: number): Promise<TCheckInsRow> {
  const counts = await db.execute<{ checked_in: string; sold: string }>(sql`
    select count(*) filter (where status = 'active' and used_count > 0) as checked_in, count(*) filter (where status = 'active') as sold
    from ${bookings} where event_id = ${eventId}::int`);
  const devices = await db.execute<{ device_id: string; accepted: string; rejected: string; last_scan_at: string }>(sql`
    select device_id, count(*) filter (where decision = 'accepted') as accepted, count(*) filter (where decision = 'rejected') as rejected,
      -- A device clock ahead of the server must not stay its "last scan" for good.
      max(least(scanned_at, received_at)) as last_scan_at
    from ${ticketUsages} where event_id = ${eventId}::int
    group by device_id order by device_id`);
  const conflicts = await db.execute<{
    scan_id: string;
    booking_id: number | null;
    holder_name: string | null;
    ticket_name: string | null;
    reason: TScanReason | null;
    device_id: string;
    scanned_at: string;
    received_at: string;
  }>(sql`
    select u.scan_id, u.booking_id, b.holder_name, t.name as ticket_name, u.reason, u.device_id, u.scanned_at, u.received_at
    from ${ticketUsages} u left join ${bookings} b on b.id = u.booking_id left join ${tickets} t on t.id = b.ticket_id
    where u.event_id = ${eventId}::int and u.conflict
    order by u.received_at desc, u.id desc
    limit ${conflictLimit}::int`);
  const total = counts.rows[0];
  return {
    checkedIn: Number(total?.checked_in ?? 0),
    sold: Number(total?.sold ?? 0),
    devices: devices.rows.map((d) => ({
      deviceId: d.device_id,
      accepted: Number(d.accepted),
      rejected: Number(d.rejected),
      lastScanAt: new Date(d.last_scan_at),
    })),
    conflicts: conflicts.rows.map((c) => ({
      scanId: c.scan_id,
      bookingId: c.booking_id === null ? null : Number(c.booking_id),
      holderName: c.holder_name,
      ticketName: c.ticket_name,
      reason: c.reason,
      deviceId: c.device_id,
      scannedAt: new Date(c.scanned_at),
      receivedAt: new Date(c.received_at),
    })),
  };
}
