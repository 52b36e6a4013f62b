import type { TScanResult } from '../../../../contract/scans';
import { indexKeeper } from './scanner-db-index';
import { eventRange, isUncoveredAck, manifestQueries } from './scanner-db-manifest';
import {
  SCANNER_DB_NAME,
  scannerConnection,
  writing,
  type TAckedScan,
  type THeldScan,
  type TQueuedScan,
  type TSavedManifest,
  type ScannerDB,
  type TScanUploadError,
} from './scanner-db-schema';

/*
 * The door scanner's storage, the only module that touches its IndexedDB (docs/architecture.md §6).
 *
 *   saveManifest(eventId, answer, { replace, coversAcksBefore })  upsert (or replace) bookings by id
 *   getManifest(eventId) / getBooking(eventId, id) / checkIns(eventId)
 *   enqueueScan(scan)                 durable before it resolves; ScannerStorageFullError when full
 *   pendingScans(eventId, limit)      oldest first
 *   acknowledge(results)              queue → acked (with the server's verdict)
 *   holdAside(scanIds, error)         queue → held (malformed per the server; kept and shown)
 *   heldAside(eventId) / heldCount(eventId) / queuedCount(eventId)
 *   localAcceptedCount(eventId, id)   this device's accepted scans the manifest does not count yet
 *   deviceId()                        a random id kept for the life of the database
 *   manifestIndex(eventId) / peekIndex(eventId) / forgetIndex(eventId)
 *                                     the event's manifest and local counts in memory (manifest-index.ts),
 *                                     kept in step by every write above once it has committed
 */

export type { TAckedScan, THeldScan, TQueuedScan, TSavedManifest, TScanUploadError };
export { ScannerStorageFullError } from './scanner-db-schema';

export type { TSaveManifestOptions } from './scanner-db-manifest';

export type TScannerDb = ReturnType<typeof createScannerDb>;

export function createScannerDb({ name = SCANNER_DB_NAME, now = Date.now }: { name?: string; now?: () => number } = {}) {
  const open = scannerConnection(name);
  const indexes = indexKeeper(open, name);
  const manifests = manifestQueries(open, now, (eventId, saved, bookings, replace) =>
    indexes.changed(eventId, (index) => index.manifestSaved(saved, bookings, replace)),
  );

  /** The verdict's one write: a single add in a transaction of its own, flushed to disk before it resolves. */
  async function enqueueScan(scan: TQueuedScan): Promise<void> {
    const db = await open();
    await writing(async () => {
      // 'strict': the verdict is shown only after the scan is on disk, not just in the OS's write cache.
      const tx = db.transaction('queue', 'readwrite', { durability: 'strict' });
      await Promise.all([tx.store.add(scan), tx.done]);
    });
    indexes.changed(scan.event_id, (index) => index.queued(scan));
  }

  async function pendingScans(eventId: number, limit: number): Promise<TQueuedScan[]> {
    return (await open()).getAllFromIndex('queue', 'by-event-time', eventRange(eventId), limit);
  }

  async function queuedCount(eventId: number): Promise<number> {
    return (await open()).countFromIndex('queue', 'by-event-time', eventRange(eventId));
  }

  /** Moves the scans named by `scanIds` out of the queue, into `store` as `toRecord` makes them. */
  /** Resolves with the scans it moved. */
  async function moveOutOfQueue<S extends 'acked' | 'held'>(
    store: S,
    scanIds: readonly string[],
    toRecord: (scan: TQueuedScan, index: number) => ScannerDB[S]['value'],
  ): Promise<TQueuedScan[]> {
    const db = await open();
    return writing(async () => {
      const tx = db.transaction(['queue', store], 'readwrite', { durability: 'strict' });
      const queue = tx.objectStore('queue');
      const scans = await Promise.all(scanIds.map((scanId) => queue.get(scanId)));
      const writes: Promise<unknown>[] = [];
      scans.forEach((scan, index) => {
        // Missing: already moved by an overlapping request (the fast path and a batch can cross).
        if (!scan) return;
        writes.push(tx.objectStore(store).put(toRecord(scan, index)), queue.delete(scan.scan_id));
      });
      await Promise.all([...writes, tx.done]);
      return scans.filter((scan) => scan !== undefined);
    });
  }

  /**
   * The order of acknowledgements and downloads (docs/architecture.md §6): a millisecond clock that never
   * repeats a value, so a download's cover (pull-manifest.ts) is after every scan acknowledged before it began
   * and before every one acknowledged since, even within one millisecond. It starts past every stamp saved.
   */
  let lastStamp: number | null = null;
  async function stamp(): Promise<number> {
    if (lastStamp === null) {
      const db = await open();
      const [acked, manifests] = await Promise.all([db.getAll('acked'), db.getAll('manifests')]);
      lastStamp = Math.max(0, ...acked.map((scan) => scan.acked_at), ...manifests.map((manifest) => manifest.covers_acks_before ?? 0));
    }
    lastStamp = Math.max(now(), lastStamp + 1);
    return lastStamp;
  }

  async function acknowledge(results: readonly TScanResult[]): Promise<void> {
    const ackedAt = await stamp();
    const moved = await moveOutOfQueue(
      'acked',
      results.map((result) => result.scan_id),
      (scan, index) => ({
        ...scan,
        result: results[index] as TScanResult, // same index as the id it was looked up by
        acked_at: ackedAt,
      }),
    );
    for (const eventId of new Set(moved.map((scan) => scan.event_id))) indexes.changed(eventId, (index) => index.acknowledged(results, ackedAt));
  }

  async function holdAside(scanIds: readonly string[], error: TScanUploadError): Promise<void> {
    const heldAt = now();
    const moved = await moveOutOfQueue('held', scanIds, (scan) => ({ ...scan, error, held_at: heldAt }));
    for (const eventId of new Set(moved.map((scan) => scan.event_id))) indexes.changed(eventId, (index) => index.heldAside(scanIds));
  }

  async function heldAside(eventId: number): Promise<THeldScan[]> {
    return (await open()).getAllFromIndex('held', 'by-event', eventId);
  }

  async function heldCount(eventId: number): Promise<number> {
    return (await open()).countFromIndex('held', 'by-event', eventId);
  }

  async function localAcceptedCount(eventId: number, bookingId: number): Promise<number> {
    const db = await open();
    const tx = db.transaction(['queue', 'acked', 'manifests'], 'readonly');
    const [queued, acked, manifest] = await Promise.all([
      tx.objectStore('queue').index('by-event-booking').getAll([eventId, bookingId]),
      tx.objectStore('acked').index('by-event-booking').getAll([eventId, bookingId]),
      tx.objectStore('manifests').get(eventId),
    ]);
    const covers = manifest?.covers_acks_before ?? null;
    return queued.filter((scan) => scan.decision === 'accepted').length + acked.filter((scan) => isUncoveredAck(scan, covers)).length;
  }

  async function deviceId(): Promise<string> {
    const db = await open();
    return writing(async () => {
      // Read and create in one transaction, so two first calls cannot mint two ids.
      const tx = db.transaction('meta', 'readwrite');
      let id = await tx.store.get('device_id');
      if (!id) {
        id = crypto.randomUUID();
        await tx.store.put(id, 'device_id');
      }
      await tx.done;
      return id;
    });
  }

  /** Closes the connection (tests delete the database afterwards). */
  async function close(): Promise<void> {
    indexes.close();
    (await open()).close();
  }

  return {
    ...manifests,
    enqueueScan,
    pendingScans,
    queuedCount,
    acknowledge,
    stamp,
    holdAside,
    heldAside,
    heldCount,
    localAcceptedCount,
    deviceId,
    manifestIndex: indexes.manifestIndex,
    peekIndex: indexes.peek,
    forgetIndex: indexes.forget,
    close,
  };
}
