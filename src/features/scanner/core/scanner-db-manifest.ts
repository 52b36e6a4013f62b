import type { TManifestBooking, TScanManifest } from '../../../../contract/scans';
import type { TAckedScan, TSavedManifest, TScannerIdb } from './scanner-db-schema';
import { writing } from './scanner-db-schema';

/*
 * The manifest half of the scanner's storage (scanner-db.ts is the module the rest uses): bookings one
 * row each, so a delta rewrites only what changed, and the counts that mix the manifest with this
 * device's scans the manifest does not include yet.
 */

export type TSaveManifestOptions = {
  /** Drop the event's saved bookings first (a full download). */
  replace: boolean;
  /** Set when this answer ended a download (`more: false`): when that download's first request began. */
  coversAcksBefore?: number;
};

/** Every key of one event in a store or index keyed by [event_id, …]. */
export const eventRange = (eventId: number) => IDBKeyRange.bound([eventId], [eventId, []]);

/** Told after a manifest page has committed: the in-memory index (manifest-index.ts) follows it. */
export type TManifestSaved = (eventId: number, saved: TSavedManifest, bookings: readonly TManifestBooking[], replace: boolean) => void;

export function manifestQueries(open: () => Promise<TScannerIdb>, now: () => number, onSaved: TManifestSaved) {
  async function saveManifest(eventId: number, answer: TScanManifest, options: TSaveManifestOptions): Promise<void> {
    const db = await open();
    await writing(async () => {
      const tx = db.transaction(['manifests', 'bookings', 'acked'], 'readwrite');
      const bookings = tx.objectStore('bookings');
      const previous = await tx.objectStore('manifests').get(eventId);
      const covers = options.coversAcksBefore ?? previous?.covers_acks_before ?? null;
      // Acknowledged scans the manifest now counts would be counted twice; they are no longer needed.
      const stale = covers === null ? [] : await tx.objectStore('acked').index('by-event-acked').getAllKeys(ackedBefore(eventId, covers));
      if (options.replace) await bookings.delete(eventRange(eventId));
      const manifest: TSavedManifest = {
        event_id: eventId,
        event: answer.event,
        public_keys: answer.public_keys,
        cursor: answer.cursor,
        complete: !answer.more,
        synced_at: now(),
        covers_acks_before: covers,
      };
      // Issued together and awaited together, so a failed write (quota) surfaces instead of going unhandled.
      await Promise.all([
        ...answer.bookings.map((booking) => bookings.put({ event_id: eventId, id: booking.id, booking })),
        ...stale.map((scanId) => tx.objectStore('acked').delete(scanId)),
        tx.objectStore('manifests').put(manifest),
        tx.done,
      ]);
      onSaved(eventId, manifest, answer.bookings, options.replace);
    });
  }

  async function getManifest(eventId: number): Promise<TSavedManifest | null> {
    return (await (await open()).get('manifests', eventId)) ?? null;
  }

  async function getBooking(eventId: number, bookingId: number): Promise<TManifestBooking | null> {
    return (await (await open()).get('bookings', [eventId, bookingId]))?.booking ?? null;
  }

  /** Bookings checked in (a use on the server or on this device) and how many are sold (active). */
  async function checkIns(eventId: number): Promise<{ checkedIn: Set<number>; sold: number }> {
    const db = await open();
    const tx = db.transaction(['bookings', 'queue', 'acked', 'manifests'], 'readonly');
    const [rows, queued, acked, manifest] = await Promise.all([
      tx.objectStore('bookings').index('by-event').getAll(eventId),
      tx.objectStore('queue').index('by-event-time').getAll(eventRange(eventId)),
      tx.objectStore('acked').index('by-event-acked').getAll(eventRange(eventId)),
      tx.objectStore('manifests').get(eventId),
    ]);
    const covers = manifest?.covers_acks_before ?? null;
    const checkedIn = new Set(rows.filter((row) => row.booking.used_count > 0).map((row) => row.id));
    for (const scan of queued) if (scan.booking_id !== null && scan.decision === 'accepted') checkedIn.add(scan.booking_id);
    for (const scan of acked) if (scan.booking_id !== null && isUncoveredAck(scan, covers)) checkedIn.add(scan.booking_id);
    return { checkedIn, sold: rows.filter((row) => row.booking.status === 'active').length };
  }

  return { saveManifest, getManifest, getBooking, checkIns };
}

/** Acknowledged scans from before `coversAcksBefore`: the saved manifest counts them already. */
function ackedBefore(eventId: number, coversAcksBefore: number): IDBKeyRange {
  return IDBKeyRange.bound([eventId, -Infinity], [eventId, coversAcksBefore], false, true);
}

/**
 * Whether an acknowledged scan is a use the manifest does not count yet: the server accepted it, and
 * after the last complete download began (or no download has completed).
 */
export function isUncoveredAck(scan: TAckedScan, coversAcksBefore: number | null): boolean {
  return scan.result.decision === 'accepted' && (coversAcksBefore === null || scan.acked_at >= coversAcksBefore);
}
