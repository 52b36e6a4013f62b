import { openDB } from 'idb';

/*
 * The door scanner's downloaded attendee lists leave the device at sign-out (docs/architecture.md §6); its
 * unsent scans stay until they are uploaded. Here rather than in the scanner feature because sign-out is
 * the session's (offline/tickets-session.ts), which never loads feature code.
 */

/** The scanner's IndexedDB database (src/features/scanner/core/scanner-db-schema.ts opens it by this name). */
export const SCANNER_DB_NAME = 'tadhkira-scanner';
/** Its stores holding attendee data: the manifests, their bookings (holder names), the acknowledged scans. */
export const SCANNER_ATTENDEE_STORES = ['manifests', 'bookings', 'acked'] as const;

/**
 * Empties the attendee stores of an existing scanner database. A browser that never opened the scanner has
 * none, and none is created: where the browser cannot list its databases, nothing is done.
 */
export async function forgetScannerLists(name = SCANNER_DB_NAME): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  if (!(await indexedDB.databases()).some((d) => d.name === name)) return;
  const db = await openDB(name);
  try {
    const stores = SCANNER_ATTENDEE_STORES.filter((store) => db.objectStoreNames.contains(store));
    if (stores.length === 0) return;
    const tx = db.transaction(stores, 'readwrite');
    await Promise.all([...stores.map((store) => tx.objectStore(store).clear()), tx.done]);
  } finally {
    db.close();
  }
}
