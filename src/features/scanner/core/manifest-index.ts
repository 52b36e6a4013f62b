import type { TManifestBooking, TScanResult } from '../../../../contract/scans';
import type { TAckedScan, TQueuedScan, TSavedManifest } from './scanner-db-schema';

/*
 * The scanner's manifest in memory (docs/architecture.md §6), so a verdict reads no IndexedDB: the event's
 * saved manifest (keys), its bookings by id, and this device's accepted scans the manifest does not count yet,
 * per booking. Built from one read of the database (scanner-db.ts `manifestIndex`) and then kept in step by
 * the database module itself, which tells it each write once the write has committed. Every change is
 * idempotent (a scan is known by its id), so a change told twice counts once.
 *
 * A use counts here exactly when the database's own count (`localAcceptedCount`) counts it: a queued scan
 * the device accepted, or an acknowledged one the server accepted and the last complete download did not
 * cover (`isUncoveredAck`).
 */

export type TIndexSnapshot = {
  manifest: TSavedManifest | null;
  bookings: readonly TManifestBooking[];
  queued: readonly TQueuedScan[];
  acked: readonly TAckedScan[];
};

export type TManifestIndex = ReturnType<typeof createManifestIndex>;

export function createManifestIndex(snapshot: TIndexSnapshot) {
  let manifest = snapshot.manifest;
  const bookings = new Map<number, TManifestBooking>(snapshot.bookings.map((booking) => [booking.id, booking]));
  /** Every queued scan of the event: its booking, and whether the device let the holder in. */
  const queued = new Map<string, { bookingId: number | null; accepted: boolean }>();
  /** Acknowledged scans the server accepted, by id, with when they were acknowledged. */
  const acked = new Map<string, { bookingId: number; ackedAt: number }>();
  const uses = new Map<number, number>();

  function count(bookingId: number | null, change: number) {
    if (bookingId === null) return;
    const next = (uses.get(bookingId) ?? 0) + change;
    if (next === 0) uses.delete(bookingId);
    else uses.set(bookingId, next);
  }

  function covered(ackedAt: number): boolean {
    const covers = manifest?.covers_acks_before ?? null;
    return covers !== null && ackedAt < covers;
  }

  function addQueued(scan: TQueuedScan) {
    if (queued.has(scan.scan_id) || acked.has(scan.scan_id)) return;
    const accepted = scan.decision === 'accepted';
    queued.set(scan.scan_id, { bookingId: scan.booking_id, accepted });
    if (accepted) count(scan.booking_id, 1);
  }

  function addAcked(scanId: string, bookingId: number | null, result: TScanResult, ackedAt: number) {
    if (result.decision !== 'accepted' || bookingId === null || covered(ackedAt) || acked.has(scanId)) return;
    acked.set(scanId, { bookingId, ackedAt });
    count(bookingId, 1);
  }

  function leaveQueue(scanId: string): { bookingId: number | null; accepted: boolean } | null {
    const entry = queued.get(scanId);
    if (!entry) return null;
    queued.delete(scanId);
    if (entry.accepted) count(entry.bookingId, -1);
    return entry;
  }

  for (const scan of snapshot.queued) addQueued(scan);
  for (const scan of snapshot.acked) addAcked(scan.scan_id, scan.booking_id, scan.result, scan.acked_at);

  return {
    manifest: (): TSavedManifest | null => manifest,
    booking: (bookingId: number): TManifestBooking | null => bookings.get(bookingId) ?? null,
    /** This device's accepted scans of the booking that the manifest's used_count does not include yet. */
    localAccepted: (bookingId: number): number => uses.get(bookingId) ?? 0,
    queuedCount: (): number => queued.size,

    /** A scan was written to the queue. */
    queued: addQueued,
    /** Scans moved from the queue to the acknowledged store, with the server's answers, at `ackedAt`. */
    acknowledged(results: readonly TScanResult[], ackedAt: number) {
      for (const result of results) {
        const entry = leaveQueue(result.scan_id);
        // Not queued here: moved already (an overlapping request), as the database skips it too.
        if (entry) addAcked(result.scan_id, entry.bookingId, result, ackedAt);
      }
    },
    /** Scans moved from the queue to the held-aside store. */
    heldAside(scanIds: readonly string[]) {
      for (const scanId of scanIds) leaveQueue(scanId);
    },
    /** A manifest page was saved (`replace`: the event's bookings were dropped first). */
    manifestSaved(saved: TSavedManifest, answerBookings: readonly TManifestBooking[], replace: boolean) {
      manifest = saved;
      if (replace) bookings.clear();
      for (const booking of answerBookings) bookings.set(booking.id, booking);
      // The database deletes the acknowledged scans the manifest now counts, in the same transaction.
      for (const [scanId, entry] of acked) {
        if (!covered(entry.ackedAt)) continue;
        acked.delete(scanId);
        count(entry.bookingId, -1);
      }
    },
  };
}
