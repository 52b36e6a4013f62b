import { afterEach, describe, expect, it } from 'vitest';
import { createScannerDb, type TQueuedScan } from './scanner-db';
import { createScannerSync, type TScannerSync } from './scanner-sync';
import { fakeScanServer, manualClock, waitFor, type TFailure } from './fake-scan-server.test-helper';
import { EVENT_ID, freshDbName, manifest, manifestBooking, queuedScan } from './scanner-test-data.test-helper';
import { ANSWER_TIMEOUT_MS, BACKOFF_MAX_MS, SYNC_INTERVAL_MS, UPLOAD_BATCH_SIZE } from './sync-policy';
import { SERVER_ERRORS_BEFORE_ISOLATING } from './upload-queue';

const engines: TScannerSync[] = [];
afterEach(() => engines.splice(0).forEach((engine) => engine.stop()));

function setup(bookings = [manifestBooking(1, { used_count: 1 }), manifestBooking(2), manifestBooking(3, { status: 'cancelled' })]) {
  const clock = manualClock();
  const db = createScannerDb({ name: freshDbName(), now: clock.now });
  const server = fakeScanServer(bookings);
  const sync = createScannerSync({ eventId: EVENT_ID, api: server.api, db, now: clock.now, timers: clock.timers });
  engines.push(sync);
  return { clock, db, server, sync };
}

async function enqueue(db: ReturnType<typeof createScannerDb>, count: number, overrides: Partial<TQueuedScan> = {}): Promise<TQueuedScan[]> {
  const scans = Array.from({ length: count }, () => queuedScan(overrides));
  // One after another, as scans arrive (fake-indexeddb slows down sharply with thousands in flight).
  for (const scan of scans) await db.enqueueScan(scan);
  return scans;
}

describe('scanner sync', () => {
  it('downloads the whole manifest on start, page after page, then only deltas', async () => {
    const { server, sync, db } = setup();
    server.setPages([
      manifest([manifestBooking(1)], { cursor: 'p1', more: true }),
      manifest([manifestBooking(2)], { cursor: 'p2', more: false }),
      manifest([], { cursor: 'p3' }),
    ]);
    await sync.start();
    expect(server.manifestCalls.slice(0, 3)).toEqual([undefined, 'p1', 'p2']);
    expect(await db.getBooking(EVENT_ID, 1)).not.toBeNull();
    expect(await db.getBooking(EVENT_ID, 2)).not.toBeNull();
    expect(sync.getStatus()).toMatchObject({ mode: 'online', hasManifest: true, sold: 2, syncing: false });
    expect(sync.getStatus().lastSyncAt).not.toBeNull();
  });

  it('resumes from the saved cursor instead of downloading everything again', async () => {
    const { db, server, sync } = setup();
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(1)], { cursor: 'saved' }), { replace: true });
    await sync.start();
    expect(server.manifestCalls[0]).toBe('saved');
    expect(await db.getBooking(EVENT_ID, 1)).not.toBeNull();
  });

  it('shows checked-in from the manifest plus this device’s queued accepted scans', async () => {
    const { db, sync, server } = setup();
    await sync.start();
    expect(sync.getStatus()).toMatchObject({ checkedIn: 1, sold: 2, queued: 0 });
    server.failNext('network');
    await enqueue(db, 1, { booking_id: 2 });
    await sync.refreshStatus();
    expect(sync.getStatus()).toMatchObject({ checkedIn: 2, queued: 1 });
  });

  it('loses nothing when uploads fail again and again, and delivers everything once the network is back', async () => {
    const { db, sync, server } = setup();
    await sync.start();
    const scans = await enqueue(db, 40);
    const failuresInARow: TFailure[] = ['network', 'server', 'network', 'server', 'network', 'network'];
    server.failNext(...failuresInARow);
    for (let attempt = 0; attempt < failuresInARow.length; attempt++) await sync.sync();
    expect(await db.queuedCount(EVENT_ID)).toBe(40);
    expect(sync.getStatus()).toMatchObject({ mode: 'offline', queued: 40 });

    await sync.sync();
    expect(await db.queuedCount(EVENT_ID)).toBe(0);
    expect([...server.applied.keys()].sort()).toEqual(scans.map((scan) => scan.scan_id).sort());
    expect(sync.getStatus()).toMatchObject({ mode: 'online', queued: 0 });
  });

  it('re-sends a batch whose answer was lost, and the server’s duplicate answer clears it', async () => {
    const { db, sync, server } = setup();
    await sync.start();
    await enqueue(db, 25);
    server.failNext('lost-response');
    await sync.sync();
    expect(server.applied.size).toBe(25);
    expect(await db.queuedCount(EVENT_ID)).toBe(25);
    await sync.sync();
    expect(server.uploads).toEqual([25, 25]);
    expect(server.applied.size).toBe(25);
    expect(await db.queuedCount(EVENT_ID)).toBe(0);
  });

  it('splits a refused batch to hold aside only the malformed scan', async () => {
    const { db, sync } = setup();
    await sync.start();
    const good = await enqueue(db, 36);
    const [bad] = await enqueue(db, 1, { code: 'bad code' });
    await sync.sync();
    const held = await db.heldAside(EVENT_ID);
    expect(held.map((scan) => scan.scan_id)).toEqual([bad?.scan_id]);
    expect(held[0]?.error).toMatchObject({ status: 400, code: 'validation.failed' });
    expect(await db.queuedCount(EVENT_ID)).toBe(0);
    expect(sync.getStatus()).toMatchObject({ heldAside: 1, queued: 0, mode: 'online' });
    expect(good).toHaveLength(36);
  });

  it('holds aside a scan the server keeps failing on (a 5xx for its batch while other requests go through), so the rest flows', async () => {
    const { db, sync, server } = setup();
    await sync.start();
    const good = await enqueue(db, 20);
    const [jam] = await enqueue(db, 1, { code: 'jam' });
    const after = await enqueue(db, 20);
    for (let run = 0; run < SERVER_ERRORS_BEFORE_ISOLATING; run++) {
      await sync.sync();
      expect(await db.queuedCount(EVENT_ID)).toBe(41);
    }
    await sync.sync();
    const held = await db.heldAside(EVENT_ID);
    expect(held.map((scan) => scan.scan_id)).toEqual([jam?.scan_id]);
    expect(held[0]?.error).toMatchObject({ status: 500, code: 'internal' });
    expect(await db.queuedCount(EVENT_ID)).toBe(0);
    expect([...server.applied.keys()].sort()).toEqual([...good, ...after].map((scan) => scan.scan_id).sort());
    expect(sync.getStatus()).toMatchObject({ heldAside: 1, queued: 0 });
  });

  it('holds nothing aside when the server comes back while the batch is being halved: every scan is delivered', async () => {
    const { db, sync, server } = setup();
    await sync.start();
    const scans = await enqueue(db, 12);
    // Three failed runs, then the halving's first five requests fail too (down to one single scan).
    server.failNext(...Array.from({ length: SERVER_ERRORS_BEFORE_ISOLATING + 5 }, () => 'server' as const));
    for (let run = 0; run <= SERVER_ERRORS_BEFORE_ISOLATING; run++) await sync.sync();
    expect(await db.heldAside(EVENT_ID)).toEqual([]);
    expect(await db.queuedCount(EVENT_ID)).toBe(0);
    expect([...server.applied.keys()].sort()).toEqual(scans.map((scan) => scan.scan_id).sort());
  });

  it('holds nothing aside while the server is down for every request: all of it stays queued', async () => {
    const { db, sync, server } = setup();
    await sync.start();
    await enqueue(db, 12);
    server.failNext(...Array.from({ length: 200 }, () => 'server' as const));
    for (let run = 0; run < SERVER_ERRORS_BEFORE_ISOLATING + 2; run++) await sync.sync();
    expect(await db.heldAside(EVENT_ID)).toEqual([]);
    expect(await db.queuedCount(EVENT_ID)).toBe(12);
  });

  it('keeps scans queued (not held aside) when the server refuses for another reason, such as an expired session', async () => {
    const { db, sync, server } = setup();
    await sync.start();
    await enqueue(db, 3);
    server.failNext('unauthorised');
    await sync.sync();
    expect(await db.queuedCount(EVENT_ID)).toBe(3);
    expect(await db.heldAside(EVENT_ID)).toEqual([]);
    expect(sync.getStatus().mode).toBe('online');
  });

  it('drains 10,000 queued scans in batches of at most 500', async () => {
    const { db, sync, server } = setup();
    await sync.start();
    await enqueue(db, 10_000);
    await sync.sync();
    expect(server.uploads).toEqual(Array.from({ length: 10_000 / UPLOAD_BATCH_SIZE }, () => UPLOAD_BATCH_SIZE));
    expect(server.applied.size).toBe(10_000);
    expect(await db.queuedCount(EVENT_ID)).toBe(0);
  }, 60_000);

  it('goes offline when a scan gets no answer within 3 s, and back online after a successful probe', async () => {
    const { db, sync, server, clock } = setup();
    await sync.start();
    const [scan] = await enqueue(db, 1);
    server.failNext('hang');
    const sending = sync.sendNow(scan as TQueuedScan);
    await waitFor(() => clock.pendingCount() >= 2); // the interval and the fast path's watchdog
    clock.advance(ANSWER_TIMEOUT_MS - 1);
    expect(sync.getStatus().mode).toBe('online');
    clock.advance(1);
    expect(sync.getStatus().mode).toBe('offline');

    // Offline, the fast path stands aside; the next probe (the interval) finds the server again.
    await sync.sendNow(scan as TQueuedScan);
    expect(server.uploads).toEqual([]);
    clock.advance(SYNC_INTERVAL_MS);
    await waitFor(() => sync.getStatus().mode === 'online' && sync.getStatus().queued === 0);
    server.releaseHanging();
    await sending;
    expect(server.applied.size).toBe(1);
  });

  it('goes offline after three failed requests in a row and probes with backoff until one succeeds', async () => {
    const { db, sync, server, clock } = setup();
    await sync.start();
    await enqueue(db, 2);
    server.failNext('network', 'network');
    await sync.sync();
    await sync.sync();
    expect(sync.getStatus().mode).toBe('online');
    server.failNext('network', 'network');
    await sync.sync();
    expect(sync.getStatus().mode).toBe('offline');
    // The probe after the third failure waits its backoff; the one after it fails too, the next succeeds.
    clock.advance(BACKOFF_MAX_MS);
    await waitFor(() => server.manifestCalls.length > 0 && sync.getStatus().syncing === false && clock.pendingCount() > 0);
    expect(sync.getStatus().mode).toBe('offline');
    clock.advance(BACKOFF_MAX_MS);
    await waitFor(() => sync.getStatus().mode === 'online' && sync.getStatus().queued === 0);
  });
});
