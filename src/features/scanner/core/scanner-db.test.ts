import { describe, expect, it } from 'vitest';
import { createScannerDb, ScannerStorageFullError } from './scanner-db';
import { writing } from './scanner-db-schema';
import { forgetScannerLists } from '../../../offline/scanner-lists';
import { EVENT_ID, freshDbName, manifest, manifestBooking, queuedScan, resultFor } from './scanner-test-data.test-helper';

function setup() {
  const clock = { now: 1_000 };
  const db = createScannerDb({ name: freshDbName(), now: () => clock.now });
  return { db, clock };
}

describe('scanner storage', () => {
  it('replaces a manifest on a full download and merges a delta by booking id', async () => {
    const { db } = setup();
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(1), manifestBooking(2)]), { replace: true });
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(2, { used_count: 1 }), manifestBooking(3)], { cursor: 'next', more: true }), { replace: false });
    expect(await db.getBooking(EVENT_ID, 1)).toMatchObject({ id: 1, used_count: 0 });
    expect(await db.getBooking(EVENT_ID, 2)).toMatchObject({ used_count: 1 });
    expect(await db.getBooking(EVENT_ID, 3)).toMatchObject({ id: 3 });
    expect(await db.getManifest(EVENT_ID)).toMatchObject({ cursor: 'next', complete: false, public_keys: ['key'], synced_at: 1_000 });

    await db.saveManifest(EVENT_ID, manifest([manifestBooking(4)]), { replace: true });
    expect(await db.getBooking(EVENT_ID, 1)).toBeNull();
    expect(await db.getBooking(EVENT_ID, 4)).not.toBeNull();
    expect(await db.getManifest(EVENT_ID + 1)).toBeNull();
  });

  it('keeps the queue per event, oldest first, and counts it', async () => {
    const { db } = setup();
    const scans = [queuedScan(), queuedScan(), queuedScan({ event_id: 7 }), queuedScan()];
    for (const scan of [scans[3], scans[1], scans[0], scans[2]]) if (scan) await db.enqueueScan(scan);
    expect((await db.pendingScans(EVENT_ID, 10)).map((scan) => scan.scan_id)).toEqual([scans[0], scans[1], scans[3]].map((scan) => scan?.scan_id));
    expect(await db.pendingScans(EVENT_ID, 2)).toHaveLength(2);
    expect(await db.queuedCount(EVENT_ID)).toBe(3);
    expect(await db.queuedCount(7)).toBe(1);
  });

  it('refuses the same scan twice instead of overwriting it', async () => {
    const { db } = setup();
    const scan = queuedScan();
    await db.enqueueScan(scan);
    await expect(db.enqueueScan({ ...scan, decision: 'rejected' })).rejects.toMatchObject({ name: 'ConstraintError' });
    expect(await db.pendingScans(EVENT_ID, 10)).toEqual([scan]);
  });

  it('turns the browser’s quota error into ScannerStorageFullError', async () => {
    await expect(writing(() => Promise.reject(new DOMException('full', 'QuotaExceededError')))).rejects.toBeInstanceOf(ScannerStorageFullError);
    await expect(writing(() => Promise.reject(new TypeError('other')))).rejects.toBeInstanceOf(TypeError);
  });

  it('moves acknowledged scans out of the queue with the server’s verdict', async () => {
    const { db } = setup();
    const [a, b] = [queuedScan(), queuedScan()];
    await db.enqueueScan(a);
    await db.enqueueScan(b);
    await db.acknowledge([resultFor(a, { conflict: true, decision: 'rejected', reason: 'already_used' })]);
    // A second answer for the same scan (a retried request) changes nothing.
    await db.acknowledge([resultFor(a, { duplicate: true })]);
    expect((await db.pendingScans(EVENT_ID, 10)).map((scan) => scan.scan_id)).toEqual([b.scan_id]);
    expect(await db.queuedCount(EVENT_ID)).toBe(1);
  });

  it('holds aside refused scans with the error and never drops them', async () => {
    const { db } = setup();
    const [a, b] = [queuedScan(), queuedScan()];
    await db.enqueueScan(a);
    await db.enqueueScan(b);
    const error = { status: 400, code: 'validation.failed', message: 'scans.0.code too long' };
    await db.holdAside([b.scan_id], error);
    expect(await db.heldAside(EVENT_ID)).toEqual([{ ...b, error, held_at: 1_000 }]);
    expect(await db.heldCount(EVENT_ID)).toBe(1);
    expect(await db.pendingScans(EVENT_ID, 10)).toEqual([a]);
  });

  it('counts this device’s accepted scans that the manifest does not include yet', async () => {
    const { db, clock } = setup();
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(1, { usage_limit: 5 })]), { replace: true, coversAcksBefore: 500 });
    const [queuedOk, queuedRejected, acked, ackedButRefused, otherBooking] = [
      queuedScan(),
      queuedScan({ decision: 'rejected', reason: 'already_used' }),
      queuedScan(),
      queuedScan(),
      queuedScan({ booking_id: 2 }),
    ];
    for (const scan of [queuedOk, queuedRejected, acked, ackedButRefused, otherBooking]) await db.enqueueScan(scan);
    expect(await db.localAcceptedCount(EVENT_ID, 1)).toBe(3);

    clock.now = 2_000;
    await db.acknowledge([resultFor(acked), resultFor(ackedButRefused, { decision: 'rejected', reason: 'already_used', conflict: true })]);
    expect(await db.localAcceptedCount(EVENT_ID, 1)).toBe(2); // the refused one no longer counts

    // A download that began after the acknowledgement includes it: it stops counting and is pruned.
    clock.now = 3_000;
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(1, { usage_limit: 5, used_count: 1 })]), { replace: false, coversAcksBefore: 2_500 });
    expect(await db.localAcceptedCount(EVENT_ID, 1)).toBe(1);
    expect(await db.localAcceptedCount(EVENT_ID, 2)).toBe(1);
  });

  it('still counts an acknowledgement that arrived while the covering download was under way', async () => {
    const { db, clock } = setup();
    const scan = queuedScan();
    await db.enqueueScan(scan);
    clock.now = 2_000;
    await db.acknowledge([resultFor(scan)]);
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(1)]), { replace: true, coversAcksBefore: 1_999 });
    expect(await db.localAcceptedCount(EVENT_ID, 1)).toBe(1);
    // Begun in the same millisecond as the acknowledgement: it may have missed it, so it still counts.
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(1, { used_count: 1 })]), { replace: false, coversAcksBefore: 2_000 });
    expect(await db.localAcceptedCount(EVENT_ID, 1)).toBe(1);
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(1, { used_count: 1 })]), { replace: false, coversAcksBefore: 2_001 });
    expect(await db.localAcceptedCount(EVENT_ID, 1)).toBe(0);
  });

  it('stamps acknowledgements and download covers on one clock that never repeats a value, past every saved stamp', async () => {
    const name = freshDbName();
    const clock = { now: 5_000 };
    const db = createScannerDb({ name, now: () => clock.now });
    const scan = queuedScan();
    await db.enqueueScan(scan);
    await db.acknowledge([resultFor(scan)]);
    // The clock has not moved: a download begun now still comes after the acknowledgement, and covers it.
    const cover = await db.stamp();
    expect(cover).toBe(5_001);
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(1, { used_count: 1 })]), { replace: true, coversAcksBefore: cover });
    expect(await db.localAcceptedCount(EVENT_ID, 1)).toBe(0);
    db.close();
    // A reopened database (a reload) starts past the saved cover, even with a clock set back.
    clock.now = 1_000;
    const reopened = createScannerDb({ name, now: () => clock.now });
    expect(await reopened.stamp()).toBe(5_002);
    reopened.close();
  });

  it('counts checked-in bookings from the manifest and this device, and sold as active bookings', async () => {
    const { db } = setup();
    await db.saveManifest(
      EVENT_ID,
      manifest([manifestBooking(1, { used_count: 1 }), manifestBooking(2), manifestBooking(3), manifestBooking(4, { status: 'cancelled' })]),
      { replace: true, coversAcksBefore: 0 },
    );
    await db.enqueueScan(queuedScan({ booking_id: 2 }));
    await db.enqueueScan(queuedScan({ booking_id: 1 }));
    await db.enqueueScan(queuedScan({ booking_id: 3, decision: 'rejected', reason: 'not_yet_valid' }));
    await db.enqueueScan(queuedScan({ booking_id: null, decision: 'rejected', reason: 'invalid_signature' }));
    expect(await db.checkIns(EVENT_ID)).toEqual({ checkedIn: new Set([1, 2]), sold: 3 });
  });

  it('keeps one device id for the life of the database', async () => {
    const name = freshDbName();
    const first = createScannerDb({ name });
    const ids = await Promise.all([first.deviceId(), first.deviceId()]);
    await first.close();
    const again = await createScannerDb({ name }).deviceId();
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set([...ids, again]).size).toBe(1);
    expect(await createScannerDb({ name: freshDbName() }).deviceId()).not.toBe(again);
  });
});

describe('sign-out', () => {
  it('forgets the attendee lists and acknowledged scans, keeps the scans not yet sent, and creates no database where none was', async () => {
    const name = freshDbName();
    const db = createScannerDb({ name });
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(1), manifestBooking(2)]), { replace: true });
    const [sent, unsent] = [queuedScan(), queuedScan()];
    await db.enqueueScan(sent);
    await db.enqueueScan(unsent);
    await db.acknowledge([resultFor(sent)]);
    await db.close();

    await forgetScannerLists(name);
    const after = createScannerDb({ name });
    expect(await after.getManifest(EVENT_ID)).toBeNull();
    expect(await after.getBooking(EVENT_ID, 1)).toBeNull();
    expect((await after.pendingScans(EVENT_ID, 10)).map((scan) => scan.scan_id)).toEqual([unsent.scan_id]);
    await after.close();

    const never = freshDbName();
    await forgetScannerLists(never);
    expect((await indexedDB.databases()).some((d) => d.name === never)).toBe(false);
  });
});
