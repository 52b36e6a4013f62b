import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { TManifestBooking, TScanDecision, TScanManifest, TScanReason, TScanResult } from '../../../../contract/scans';

/*
 * The door scanner's IndexedDB database (docs/architecture.md §6): the shapes and the versioned
 * upgrade. Unlike the offline copies in src/offline/ it is not best effort: a scan that cannot be
 * written must stop the scanner, never be dropped, so every failure reaches the caller.
 */

export { SCANNER_DB_NAME } from '../../../offline/scanner-lists';
const SCANNER_DB_VERSION = 1;

/** One scan as it waits for the server: the upload item plus what the device needs to count it. */
export type TQueuedScan = {
  scan_id: string;
  event_id: number;
  /** Null for a forged, foreign or unreadable code. */
  booking_id: number | null;
  code: string;
  decision: TScanDecision;
  reason: TScanReason | null;
  /** ISO 8601 in UTC (`toISOString`), so the queue index sorts by it. */
  scanned_at: string;
  device_id: string;
};

/** A scan the server has applied; kept only until a manifest refresh includes its effect. */
export type TAckedScan = TQueuedScan & { result: TScanResult; acked_at: number };

/** Why the server refused a scan as malformed (a 4xx for just this scan). */
export type TScanUploadError = { status: number; code: string | null; message: string };

/** A scan the server refused; shown to staff and kept, never retried blindly and never dropped. */
export type THeldScan = TQueuedScan & { error: TScanUploadError; held_at: number };

/** An event's manifest without its bookings (those live one row each, so a delta rewrites only what changed). */
export type TSavedManifest = {
  event_id: number;
  event: TScanManifest['event'];
  public_keys: string[];
  /** The `since` for the next delta. */
  cursor: string;
  /** False while a paged download is still under way (`more: true` was the last answer). */
  complete: boolean;
  /** Device time the last download finished. */
  synced_at: number;
  /**
   * Device time the last complete download (ending with `more: false`) began: every scan acknowledged
   * before it is in the manifest's used counts.
   */
  covers_acks_before: number | null;
};

export type TBookingRecord = { event_id: number; booking: TManifestBooking };

export interface ScannerDB extends DBSchema {
  manifests: { key: number; value: TSavedManifest };
  bookings: { key: [number, number]; value: TBookingRecord & { id: number }; indexes: { 'by-event': number } };
  queue: {
    key: string;
    value: TQueuedScan;
    indexes: { 'by-event-time': [number, string]; 'by-event-booking': [number, number] };
  };
  acked: { key: string; value: TAckedScan; indexes: { 'by-event-booking': [number, number]; 'by-event-acked': [number, number] } };
  held: { key: string; value: THeldScan; indexes: { 'by-event': number } };
  meta: { key: string; value: string };
}

export type TScannerIdb = IDBPDatabase<ScannerDB>;

/** Storage is full: the scanner must say so and stop accepting rather than lose scans. */
export class ScannerStorageFullError extends Error {
  override readonly name = 'ScannerStorageFullError';
  constructor(options?: { cause?: unknown }) {
    // The UI tells staff by the type; the message is for logs only.
    super('scanner_storage_full', options);
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'QuotaExceededError' || error.name === 'ScannerStorageFullError');
}

/** Runs a write, turning the browser's quota error (from the request or the transaction) into ours. */
export async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isQuotaError(error) ? new ScannerStorageFullError({ cause: error }) : error;
  }
}

/** A lazily opened connection that reopens after another tab upgrades or the browser closes it. */
export function scannerConnection(name: string): () => Promise<TScannerIdb> {
  let connection: Promise<TScannerIdb> | null = null;
  return function open() {
    connection ??= openDB<ScannerDB>(name, SCANNER_DB_VERSION, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) {
          db.createObjectStore('manifests', { keyPath: 'event_id' });
          db.createObjectStore('bookings', { keyPath: ['event_id', 'id'] }).createIndex('by-event', 'event_id');
          const queue = db.createObjectStore('queue', { keyPath: 'scan_id' });
          queue.createIndex('by-event-time', ['event_id', 'scanned_at']);
          queue.createIndex('by-event-booking', ['event_id', 'booking_id']);
          const acked = db.createObjectStore('acked', { keyPath: 'scan_id' });
          acked.createIndex('by-event-booking', ['event_id', 'booking_id']);
          acked.createIndex('by-event-acked', ['event_id', 'acked_at']);
          db.createObjectStore('held', { keyPath: 'scan_id' }).createIndex('by-event', 'event_id');
          db.createObjectStore('meta');
        }
      },
      blocking() {
        // A newer version opened in another tab: step aside so it can upgrade; the next call reopens.
        void connection?.then((db) => db.close());
        connection = null;
      },
      terminated() {
        connection = null;
      },
    }).catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  };
}
