import type { TScannerDb } from './scanner-db';

/*
 * What the scanner shows about its sync (docs/architecture.md §6): online/offline, queued and
 * held-aside counts, last sync, checked-in / sold. A snapshot replaced on every change, so a React
 * `useSyncExternalStore` re-renders exactly when something changed.
 */

export type TSyncStatus = {
  mode: 'online' | 'offline';
  /** Scans waiting for the server. */
  queued: number;
  /** Scans the server refused as malformed; kept and shown. */
  heldAside: number;
  /** Device time (ms) of the last complete upload-and-download, or of the saved manifest's last refresh. */
  lastSyncAt: number | null;
  /** Bookings with a use, on the server or on this device. */
  checkedIn: number;
  /** Active bookings in the manifest. */
  sold: number;
  syncing: boolean;
  /** A write failed for lack of space: the scanner must stop accepting scans until space is freed. */
  storageFull: boolean;
  /** Whether any manifest is saved: without one no code can be verified. */
  hasManifest: boolean;
};

const INITIAL: TSyncStatus = {
  mode: 'online',
  queued: 0,
  heldAside: 0,
  lastSyncAt: null,
  checkedIn: 0,
  sold: 0,
  syncing: false,
  storageFull: false,
  hasManifest: false,
};

export function createSyncStatus(eventId: number, db: TScannerDb) {
  let current = INITIAL;
  const listeners = new Set<(status: TSyncStatus) => void>();
  // Bookings checked in as of the last full read, plus this device's accepts since: reading the whole
  // manifest after every scan would slow the next verdict, so between full reads the set only grows.
  let checkedIn = new Set<number>();
  let refreshing: Promise<void> | null = null;
  let pending: 'light' | 'full' | null = null;

  function set(patch: Partial<TSyncStatus>) {
    const next = { ...current, ...patch };
    if ((Object.keys(next) as (keyof TSyncStatus)[]).every((key) => next[key] === current[key])) return;
    current = next;
    for (const listener of listeners) listener(current);
  }

  async function read(full: boolean) {
    // After a scan (a light read), the queued count is the in-memory index's (manifest-index.ts): the next
    // guest's verdict must not queue behind status reads of IndexedDB. Held-aside scans and the manifest change
    // with a sync, whose full read follows it.
    const index = full ? null : db.peekIndex(eventId);
    if (index) {
      set({ queued: index.queuedCount() });
      return;
    }
    const [queued, heldAside, manifest, checkIns] = await Promise.all([
      db.queuedCount(eventId),
      db.heldCount(eventId),
      db.getManifest(eventId),
      full ? db.checkIns(eventId) : null,
    ]);
    if (checkIns) checkedIn = checkIns.checkedIn;
    set({
      queued,
      heldAside,
      hasManifest: manifest !== null,
      lastSyncAt: current.lastSyncAt ?? manifest?.synced_at ?? null,
      checkedIn: checkedIn.size,
      ...(checkIns ? { sold: checkIns.sold } : {}),
    });
  }

  /**
   * Re-reads the counts: `full` also re-reads check-ins from the whole manifest (after a sync). Calls
   * during a read fold into one more read after it.
   */
  function refresh(full = true): Promise<void> {
    pending = full || pending === 'full' ? 'full' : 'light';
    refreshing ??= (async () => {
      try {
        while (pending) {
          const kind = pending;
          pending = null;
          await read(kind === 'full');
        }
      } catch (error) {
        // The counts are a display; the queue itself is untouched, so the scanner carries on.
        console.warn('scanner status unavailable', error);
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /** This device just accepted a scan of `bookingId`. */
  function noteAccepted(bookingId: number) {
    checkedIn.add(bookingId);
    set({ checkedIn: checkedIn.size });
  }

  function subscribe(listener: (status: TSyncStatus) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { get: () => current, set, refresh, noteAccepted, subscribe };
}
