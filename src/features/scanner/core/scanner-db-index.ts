import { eventRange } from './scanner-db-manifest';
import { createManifestIndex, type TIndexSnapshot, type TManifestIndex } from './manifest-index';
import type { TScannerIdb } from './scanner-db-schema';

/*
 * Keeps each event's in-memory index (manifest-index.ts) in step with the scanner's database
 * (docs/architecture.md §6). The index is read once, in one transaction; after that every write of this
 * module's database tells it what committed (`changed`). A read that overlapped a write is read again: the
 * snapshot may or may not hold that write, and the index must hold it exactly once. Another tab of the scanner
 * writes to the same database: it says so on a BroadcastChannel, and this tab reads the index afresh.
 */

type TEntry = { ready: TManifestIndex | null; loading: Promise<TManifestIndex> };

async function readSnapshot(db: TScannerIdb, eventId: number): Promise<TIndexSnapshot> {
  const tx = db.transaction(['manifests', 'bookings', 'queue', 'acked'], 'readonly');
  const [manifest, rows, queued, acked] = await Promise.all([
    tx.objectStore('manifests').get(eventId),
    tx.objectStore('bookings').index('by-event').getAll(eventId),
    tx.objectStore('queue').index('by-event-time').getAll(eventRange(eventId)),
    tx.objectStore('acked').index('by-event-acked').getAll(eventRange(eventId)),
  ]);
  return { manifest: manifest ?? null, bookings: rows.map((row) => row.booking), queued, acked };
}

export function indexKeeper(open: () => Promise<TScannerIdb>, name: string) {
  const entries = new Map<number, TEntry>();
  /** Bumped by every committed write: a snapshot read across one is read again. */
  let generation = 0;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${name}:writes`) : null;
  // Node's channel (unit tests) would otherwise keep the process alive.
  (channel as { unref?: () => void } | null)?.unref?.();
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      generation++;
      if (typeof event.data === 'number') entries.delete(event.data);
    };
  }

  /** The event's index, read from the database the first time (and after another tab wrote). */
  function manifestIndex(eventId: number): Promise<TManifestIndex> {
    const known = entries.get(eventId);
    if (known) return known.loading;
    async function load(): Promise<TManifestIndex> {
      const db = await open();
      for (;;) {
        const before = generation;
        const snapshot = await readSnapshot(db, eventId);
        // Set here, in the same step as the check: a write told a moment later must find the index.
        if (before === generation) return (entry.ready = createManifestIndex(snapshot));
      }
    }
    const entry: TEntry = { ready: null, loading: load() };
    entries.set(eventId, entry);
    entry.loading.catch(() => {
      if (entries.get(eventId) === entry) entries.delete(eventId);
    });
    return entry.loading;
  }

  /** The index when it is in memory: the verdict's path, with no wait at all. */
  function peek(eventId: number): TManifestIndex | null {
    return entries.get(eventId)?.ready ?? null;
  }

  /** A write of `eventId` has committed: applied to its index now, or picked up by the read under way. */
  function changed(eventId: number, apply: (index: TManifestIndex) => void): void {
    generation++;
    const index = peek(eventId);
    if (index) apply(index);
    channel?.postMessage(eventId);
  }

  /** Drops the event's index: the next session reads it afresh (the lists may be wiped at sign-out meanwhile). */
  function forget(eventId: number): void {
    entries.delete(eventId);
  }

  return { manifestIndex, peek, changed, forget, close: () => channel?.close() };
}
