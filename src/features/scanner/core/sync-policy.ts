import type { TScanManifest, TScanResult, TScanUploadItem } from '../../../../contract/scans';
import type { TQueuedScan, TScanUploadError } from './scanner-db';

/*
 * How the scanner talks to the server when the network is unreliable (docs/architecture.md §6): what
 * the calls look like, which failures mean "try again later" and which mean "this scan is malformed",
 * and how long to wait between attempts.
 */

/** The calls the sync engine makes; errors carry the HTTP `status` (0 or none: no answer at all). */
export type TScannerSyncApi = {
  getManifest(eventId: number, since?: string): Promise<TScanManifest>;
  uploadScans(eventId: number, scans: readonly TScanUploadItem[]): Promise<TScanResult[]>;
};

/** The Background Sync tag; the service worker that handles it uploads the same queue. */
export const SCANNER_SYNC_TAG = 'scanner-sync';
/** Half the contract's SCAN_UPLOAD_MAX: a batch must still get through a slow, lossy door network. */
export const UPLOAD_BATCH_SIZE = 500;
/** docs/architecture.md §6: no answer within 3 s and the scanner says it is offline. */
export const ANSWER_TIMEOUT_MS = 3_000;
/** docs/architecture.md §6: three failed requests in a row and the scanner says it is offline. */
export const FAILURES_BEFORE_OFFLINE = 3;
/** While online, how often the queue is uploaded and the manifest refreshed. */
export const SYNC_INTERVAL_MS = 5_000;
const BACKOFF_BASE_MS = 1_000;
/** The longest wait between attempts, which is also how often an offline scanner probes. */
export const BACKOFF_MAX_MS = 8_000;

/**
 * network: no answer, a timeout or a 5xx; counts towards offline mode and is retried with backoff.
 * malformed: the server refused the request's content (400, 413, 422); the batch is split to find the
 * scans at fault. refused: the server answered but will not take it now (401, 403, 404, 429, ...):
 * the scans are fine, so they stay queued and are retried later.
 */
export type TFailureKind = 'network' | 'malformed' | 'refused';

const MALFORMED_STATUSES = new Set([400, 413, 422]);

export function statusOf(error: unknown): number {
  const status: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'status') : undefined;
  return typeof status === 'number' ? status : 0;
}

export function failureKind(error: unknown): TFailureKind {
  const status = statusOf(error);
  if (status === 0 || status >= 500) return 'network';
  return MALFORMED_STATUSES.has(status) ? 'malformed' : 'refused';
}

/** What is kept with a held-aside scan, for staff and for whoever reviews it later. */
export function uploadErrorOf(error: unknown): TScanUploadError {
  const code: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  return {
    status: statusOf(error),
    code: typeof code === 'string' ? code : null,
    message: error instanceof Error ? error.message : String(error),
  };
}

/** 1, 2, 4, 8, 8 … s, each cut by up to a fifth so a room of scanners does not retry in step. */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(delay * (1 - random() * 0.2));
}

/** The upload item: the queue record without what only this device needs. */
export function toUploadItem(scan: TQueuedScan): TScanUploadItem {
  const { scan_id, code, decision, reason, scanned_at, device_id } = scan;
  return { scan_id, code, decision, reason, scanned_at, device_id };
}

/** Asks the browser to run the queue upload later even if the page is closed, where it can. */
export async function requestBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.ready;
    // Background Sync is not in TypeScript's DOM types (Chromium only); read it defensively.
    const sync: unknown = Reflect.get(registration, 'sync');
    const register: unknown = typeof sync === 'object' && sync !== null ? Reflect.get(sync, 'register') : undefined;
    if (typeof register !== 'function') return false;
    await Promise.resolve(register.call(sync, SCANNER_SYNC_TAG));
    return true;
  } catch {
    return false;
  }
}
