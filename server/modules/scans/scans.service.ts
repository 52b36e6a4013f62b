import type { KeyObject } from 'node:crypto';
import {
  SCAN_CODE_MAX_LENGTH,
  SCAN_EVENTS_DAYS_AHEAD,
  SCAN_LATE_UPLOAD_HOURS,
  SCAN_MANIFEST_PAGE_SIZE,
  type TCheckIns,
  type TScanEvent,
  type TScanManifest,
  type TScanResult,
  type TScanUploadItem,
} from '../../../contract/scans';
import { inStorableYears, MAX_ID, ROLE } from '../../../contract/constants';
import type { Db, DbTransaction } from '../../db/client';
import { retryingTransaction } from '../../db/retry';
import { muscatDateOf, muscatDayBounds } from '../../lib/time';
import { creditMany, type TCreditKind, type TLedgerEntry } from '../coins/coins.ledger';
import { publicKeyFromRawBase64Url, verifyTicketCode, type TSigningKey, type TTicketCodePayload } from '../tickets/tickets.code';
import { publicKeys } from '../tickets/tickets.service';
import { eventNotFound, manifestCursorInvalid } from './scans.errors';
import { decideOnServer, trustedScanTime, type TServerVerdict } from './scans.decide';
import * as repo from './scans.repository';

/*
 * The door scanner's service (docs/architecture.md §6): the events staff can open, the manifest a device
 * keeps offline, and the upload that applies each scan once.
 */

export type ScanDeps = { db: Db; now: () => Date; signingKey: TSigningKey };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/**
 * A transaction that began before a manifest read may commit after it with an older updated_at; a
 * delta therefore re-reads the last minute. Re-sent rows are harmless (devices upsert by id).
 */
const CURSOR_OVERLAP_SECONDS = 60;
const CONFLICT_LIST_LIMIT = 200;

/** Who calls: door staff (role 3) keep to the scanner's window; administrators reach every event. */
export type TScanViewer = { roleId: number };

/**
 * The scanner's window (docs/architecture.md §6): events starting before the end of the 7th day ahead
 * (Muscat time) and finished no longer than SCAN_LATE_UPLOAD_HOURS ago, so a phone that was offline at the
 * end of an event can still upload its scans.
 */
export function scanWindow(now: Date): { from: Date; to: Date } {
  const { start } = muscatDayBounds(muscatDateOf(now));
  return { from: new Date(now.getTime() - SCAN_LATE_UPLOAD_HOURS * HOUR_MS), to: new Date(start.getTime() + (SCAN_EVENTS_DAYS_AHEAD + 1) * DAY_MS) };
}

/** The event, if it exists and the viewer may scan it: door staff only within the window, else "not found". */
async function scannableEvent(deps: ScanDeps, eventId: number, viewer: TScanViewer): Promise<repo.TScanEventInfo> {
  const event = await repo.findEventForScanning(deps.db, eventId);
  if (!event) throw eventNotFound();
  if (viewer.roleId !== ROLE.admin) {
    const { from, to } = scanWindow(deps.now());
    if (event.finishDate < from || event.startDate >= to) throw eventNotFound();
  }
  return event;
}

/** Events of the scanner's window, soonest first. */
export async function listScanEvents(deps: ScanDeps): Promise<TScanEvent[]> {
  const { from, to } = scanWindow(deps.now());
  const rows = await repo.findScanEvents(deps.db, from, to);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    start_date: r.startDate.toISOString(),
    finish_date: r.finishDate.toISOString(),
    location: r.location,
    checked_in: r.checkedIn,
    sold: r.sold,
  }));
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function encodeCursor(position: repo.TManifestPosition): string {
  return Buffer.from(JSON.stringify([position.updatedAt, position.id]), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): repo.TManifestPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [updatedAt, id] = value as unknown[];
      // A tampered cursor (an id past the column, month 99, year 0) is refused here, never sent to the database.
      if (
        typeof updatedAt === 'string' &&
        ISO_MICROS.test(updatedAt) &&
        realInstant(updatedAt) &&
        Number.isSafeInteger(id) &&
        Number(id) >= 0 &&
        Number(id) <= MAX_ID
      ) {
        return { updatedAt, id: Number(id) };
      }
    }
  } catch {
    // falls through to the error below
  }
  throw manifestCursorInvalid();
}

/** True when a `YYYY-MM-DDTHH:MM:SS.ffffffZ` stamp names a real instant in the years the database stores. */
function realInstant(stamp: string): boolean {
  const ms = Date.parse(`${stamp.slice(0, 19)}Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 19) === stamp.slice(0, 19) && inStorableYears(stamp);
}

/** Same-length UTC stamps compare correctly as strings, microseconds included. */
function laterOf(a: string, b: string): boolean {
  return a > b;
}

export async function getManifest(deps: ScanDeps, eventId: number, since: string | undefined, viewer: TScanViewer): Promise<TScanManifest> {
  const after = since === undefined ? null : decodeCursor(since);
  const event = await scannableEvent(deps, eventId, viewer);
  // Read the horizon before the rows: anything committed later with an older stamp is re-read next time.
  const horizon = await repo.safeHorizon(deps.db, CURSOR_OVERLAP_SECONDS);
  const rows = await repo.findManifestPage(deps.db, eventId, after, SCAN_MANIFEST_PAGE_SIZE + 1);
  const more = rows.length > SCAN_MANIFEST_PAGE_SIZE;
  const page = more ? rows.slice(0, SCAN_MANIFEST_PAGE_SIZE) : rows;
  const last = page.at(-1);
  let position: repo.TManifestPosition = last ? { updatedAt: last.updatedAtText, id: last.id } : (after ?? { updatedAt: horizon, id: 0 });
  if (!more && laterOf(position.updatedAt, horizon)) position = { updatedAt: horizon, id: 0 };
  return {
    event: { id: event.id, name: event.name, start_date: event.startDate.toISOString(), finish_date: event.finishDate.toISOString() },
    public_keys: await publicKeys(deps.db, deps.signingKey),
    bookings: page.map((b) => ({
      id: b.id,
      // A cancelled event revokes every ticket of it.
      status: event.cancelled ? 'cancelled' : b.status,
      ticket_id: b.ticketId,
      ticket_name: b.ticketName,
      holder_name: b.holderName,
      code_version: b.codeVersion,
      usage_limit: b.usageLimit,
      used_count: b.usedCount,
      valid_from: b.validFrom?.toISOString() ?? null,
      valid_until: b.validUntil?.toISOString() ?? null,
    })),
    cursor: encodeCursor(position),
    more,
  };
}

type TVerifiedScan = { item: TScanUploadItem; payload: TTicketCodePayload | null };

function verifyAll(items: TScanUploadItem[], keys: KeyObject[], known: Map<string, repo.TStoredScan>): TVerifiedScan[] {
  return items.map((item) => {
    // Answered from the stored result inside the transaction; never decided again.
    if (known.has(item.scan_id)) return { item, payload: null };
    const code = item.code.slice(0, SCAN_CODE_MAX_LENGTH);
    for (const key of keys) {
      const result = verifyTicketCode(key, code);
      if (result.ok) return { item, payload: result.payload };
    }
    return { item, payload: null };
  });
}

/**
 * Applies a device's scans once each, in the order given (docs/architecture.md §6). Bookings are locked
 * in id order for the whole batch, so concurrent uploads of overlapping batches serialise per ticket:
 * the second sees the first's usages and answers them as duplicates.
 */
export async function uploadScans(deps: ScanDeps, eventId: number, scanner: TScanViewer & { id: number }, items: TScanUploadItem[]): Promise<TScanResult[]> {
  const scannerUserId = scanner.id;
  const event = await scannableEvent(deps, eventId, scanner);
  const keys = (await publicKeys(deps.db, deps.signingKey)).map(publicKeyFromRawBase64Url);
  // A re-sent batch is mostly scans already stored: skip their signature checks (the costly part).
  const known = await repo.findScansByIds(deps.db, event.id, [...new Set(items.map((item) => item.scan_id))]);
  const verified = verifyAll(items, keys, known);
  return retryingTransaction(deps.db, (tx) => applyBatch(tx, deps.now(), event, scannerUserId, verified));
}

async function applyBatch(
  tx: DbTransaction,
  receivedAt: Date,
  event: repo.TScanEventInfo,
  scannerUserId: number,
  scans: TVerifiedScan[],
): Promise<TScanResult[]> {
  const bookingIds = [...new Set(scans.flatMap((s) => (s.payload && s.payload.e === event.id ? [s.payload.b] : [])))].sort((a, b) => a - b);
  const locked = await repo.lockBookings(tx, bookingIds);
  // Read after the locks: a concurrent upload of the same scans has committed by now.
  const stored = await repo.findScansByIds(tx, event.id, [...new Set(scans.map((s) => s.item.scan_id))]);
  const used = new Map([...locked].map(([id, b]) => [id, b.usedCount]));
  const results = new Map<string, TScanResult>();
  const fresh: repo.TNewUsage[] = [];
  const output: (TScanResult | string)[] = [];

  for (const { item, payload } of scans) {
    const earlier = stored.get(item.scan_id);
    if (earlier) {
      output.push({
        scan_id: item.scan_id,
        booking_id: earlier.bookingId,
        decision: earlier.decision,
        reason: earlier.reason,
        conflict: earlier.conflict,
        duplicate: true,
      });
      continue;
    }
    if (results.has(item.scan_id)) {
      output.push(item.scan_id); // the same scan twice in one upload: answered like a re-upload
      continue;
    }
    const booking = payload ? locked.get(payload.b) : undefined;
    const scannedAt = new Date(item.scanned_at);
    // A time outside the trusted window is kept for review but decides nothing: no use, no coins.
    const verdict: TServerVerdict = trustedScanTime(scannedAt, receivedAt)
      ? decideOnServer({
          payload,
          eventId: event.id,
          eventCancelled: event.cancelled,
          booking,
          usedCount: booking ? (used.get(booking.id) ?? 0) : 0,
          at: scannedAt,
        })
      : { accept: false, reason: 'untrusted_time' };
    const bookingId = payload && payload.e === event.id && booking ? booking.id : null;
    let result: TScanResult;
    if (item.decision === 'accepted' && verdict.accept && booking) {
      used.set(booking.id, (used.get(booking.id) ?? 0) + 1);
      result = { scan_id: item.scan_id, booking_id: bookingId, decision: 'accepted', reason: null, conflict: false, duplicate: false };
    } else if (item.decision === 'accepted') {
      // Let in at the door, refused here: recorded as a conflict for review, never as a use.
      const reason = verdict.accept ? 'invalid_signature' : verdict.reason;
      result = { scan_id: item.scan_id, booking_id: bookingId, decision: 'rejected', reason, conflict: true, duplicate: false };
    } else {
      const reason = item.reason ?? (verdict.accept ? 'invalid_signature' : verdict.reason);
      result = { scan_id: item.scan_id, booking_id: bookingId, decision: 'rejected', reason, conflict: false, duplicate: false };
    }
    results.set(item.scan_id, result);
    output.push(result);
    fresh.push({
      scanId: item.scan_id,
      bookingId,
      eventId: event.id,
      code: item.code.slice(0, SCAN_CODE_MAX_LENGTH),
      decision: result.decision,
      reason: result.reason,
      deviceId: item.device_id,
      scannedBy: scannerUserId,
      scannedAt,
      conflict: result.conflict,
    });
  }

  const inserted = await repo.insertUsages(tx, fresh, receivedAt);
  const uses = new Map<number, number>();
  const credits: TLedgerEntry<TCreditKind>[] = [];
  for (const usage of fresh) {
    if (usage.decision !== 'accepted' || usage.bookingId === null) continue;
    const usageId = inserted.get(usage.scanId);
    const booking = locked.get(usage.bookingId);
    // Bookings are locked, so an accepted scan cannot lose an insert race; guarded all the same.
    if (usageId === undefined || !booking) continue;
    uses.set(booking.id, (uses.get(booking.id) ?? 0) + 1);
    if (booking.coinsOnUsage > 0) {
      credits.push({ userId: booking.userId, amount: booking.coinsOnUsage, kind: 'usage', usageId, bookingId: booking.id, eventId: event.id, at: receivedAt });
    }
  }
  await repo.addUses(tx, uses, receivedAt);
  await creditMany(tx, credits);

  // A scan without a booking whose insert lost a race to a concurrent upload: answer with the winner's result.
  const lost = fresh.filter((u) => !inserted.has(u.scanId)).map((u) => u.scanId);
  const winners = lost.length > 0 ? await repo.findScansByIds(tx, event.id, lost) : new Map<string, repo.TStoredScan>();
  return output.map((entry) => {
    const scanId = typeof entry === 'string' ? entry : entry.scan_id;
    const winner = winners.get(scanId);
    if (winner)
      return { scan_id: scanId, booking_id: winner.bookingId, decision: winner.decision, reason: winner.reason, conflict: winner.conflict, duplicate: true };
    if (typeof entry === 'string') {
      const first = results.get(entry);
      if (!first) throw new Error('scan result missing');
      return { ...first, duplicate: true };
    }
    return entry;
  });
}

export async function getCheckIns(deps: ScanDeps, eventId: number, viewer: TScanViewer): Promise<TCheckIns> {
  await scannableEvent(deps, eventId, viewer);
  const row = await repo.findCheckIns(deps.db, eventId, CONFLICT_LIST_LIMIT);
  return {
    checked_in: row.checkedIn,
    sold: row.sold,
    devices: row.devices.map((d) => ({ device_id: d.deviceId, accepted: d.accepted, rejected: d.rejected, last_scan_at: d.lastScanAt.toISOString() })),
    conflicts: row.conflicts.map((c) => ({
      scan_id: c.scanId,
      booking_id: c.bookingId,
      holder_name: c.holderName,
      ticket_name: c.ticketName,
      reason: c.reason,
      device_id: c.deviceId,
      scanned_at: c.scannedAt.toISOString(),
      received_at: c.receivedAt.toISOString(),
    })),
  };
}
