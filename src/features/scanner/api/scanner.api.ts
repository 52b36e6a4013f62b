import {
  ZScanEventsResponseSchema,
  ZScanManifestResponseSchema,
  ZScanUploadResponseSchema,
  type TScanEvent,
  type TScanManifest,
  type TScanResult,
  type TScanUploadItem,
} from '../../../../contract/scans';
import { ApiError, apiGet, apiSend } from '../../../lib/api-client';

/**
 * The scanner's calls (docs/architecture.md §6), as the injected `api` object of core/scanner-sync.ts.
 * Everything goes through lib/api-client.ts, so 401s, error codes and response parsing are the app's.
 */

/** docs/architecture.md §6: no answer to a scan within 3 s and the scanner goes offline by itself. */
export const SCAN_FAST_PATH_TIMEOUT_MS = 3_000;

export type TUploadOptions = {
  /** Abort after this many milliseconds with `network.timeout` (the fast path passes 3 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
};

/**
 * Runs `call` with a signal that aborts after `timeoutMs`; that abort becomes `network.timeout`, the
 * same code a slow server gets from the api client's own (15 s) timeout.
 */
export async function withTimeout<T>(
  timeoutMs: number | undefined,
  outer: AbortSignal | undefined,
  call: (signal: AbortSignal | undefined) => Promise<T>,
): Promise<T> {
  if (timeoutMs === undefined) return call(outer);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort();
  outer?.addEventListener('abort', forward, { once: true });
  try {
    return await call(controller.signal);
  } catch (error) {
    if (timedOut && error instanceof ApiError && error.code === 'network.aborted') {
      throw new ApiError(0, 'network.timeout', 'network.timeout');
    }
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/** GET /api/admin/scan/events: today's and the next 7 days' events (Muscat), with check-in counts. */
export async function fetchScanEvents(signal?: AbortSignal): Promise<TScanEvent[]> {
  return (await apiGet('admin/scan/events', ZScanEventsResponseSchema, undefined, { signal })).data.events;
}

/** GET /api/admin/events/{id}/scan-manifest?since=: the whole manifest, or what changed after `since`. */
export async function getManifest(eventId: number, since?: string, options: { signal?: AbortSignal } = {}): Promise<TScanManifest> {
  const search = since === undefined ? undefined : { since };
  return (await apiGet(`admin/events/${eventId}/scan-manifest`, ZScanManifestResponseSchema, search, options)).data;
}

/** POST /api/admin/events/{id}/scans: the server's verdict for each scan, in the order sent. */
export async function uploadScans(eventId: number, scans: readonly TScanUploadItem[], options: TUploadOptions = {}): Promise<TScanResult[]> {
  return withTimeout(options.timeoutMs, options.signal, async (signal) => {
    const body = await apiSend('POST', `admin/events/${eventId}/scans`, ZScanUploadResponseSchema, { scans }, { signal });
    return body.data.results;
  });
}

/** The object the scanner session is given: the real network calls, nothing else. */
export const scannerApi = { getManifest, uploadScans };
export type TScannerApi = typeof scannerApi;
