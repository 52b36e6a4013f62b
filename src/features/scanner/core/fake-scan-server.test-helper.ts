import type { TManifestBooking, TScanManifest, TScanResult, TScanUploadItem } from '../../../../contract/scans';
import type { TScannerSyncApi } from './sync-policy';
import type { TTimers } from './scanner-sync';
import { EVENT_ID, manifest } from './scanner-test-data.test-helper';
import { parseTicketCode } from './ticket-code';

/*
 * Test-only doubles for the network and the clock. The server applies each scan_id once and answers a
 * repeat with the first result marked duplicate, like the real one; `failNext` makes calls fail the
 * way a door network does (no answer, 5xx, a lost response after the work was done, a hang).
 */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code = 'test.error',
  ) {
    super(code);
  }
}

export type TFailure = 'network' | 'server' | 'lost-response' | 'hang' | 'unauthorised';

export function fakeScanServer(bookings: TManifestBooking[] = []) {
  const applied = new Map<string, TScanResult>();
  const uploads: number[] = [];
  const manifestCalls: (string | undefined)[] = [];
  const failures: TFailure[] = [];
  const hanging: (() => void)[] = [];
  let pages: TScanManifest[] | null = null;

  async function failOrRun<T>(work: () => T): Promise<T> {
    const failure = failures.shift();
    if (failure === 'network') throw new HttpError(0, 'network.offline');
    if (failure === 'server') throw new HttpError(503, 'server.unavailable');
    if (failure === 'unauthorised') throw new HttpError(401, 'auth.unauthorised');
    if (failure === 'hang') await new Promise<void>((resolve) => hanging.push(resolve));
    const result = work();
    if (failure === 'lost-response') throw new HttpError(0, 'network.offline');
    return result;
  }

  const api: TScannerSyncApi = {
    async getManifest(eventId, since) {
      manifestCalls.push(since);
      // Like the real server, the manifest counts the accepted scans already applied: a device that
      // trusts a fresh manifest over its acknowledged scans must not find them forgotten.
      // Counted when it answers, as a server answers from what it has applied by then.
      const counted = () =>
        bookings.map((booking) => {
          const used = [...applied.values()].filter((result) => result.decision === 'accepted' && result.booking_id === booking.id).length;
          return { ...booking, used_count: Math.min(booking.usage_limit, booking.used_count + used) };
        });
      const call = manifestCalls.length;
      return failOrRun(() => pages?.shift() ?? manifest(counted(), { event: { ...manifest([]).event, id: eventId }, cursor: `c${call}` }));
    },
    async uploadScans(eventId, scans: readonly TScanUploadItem[]) {
      return failOrRun(() => {
        if (eventId !== EVENT_ID) throw new HttpError(404);
        // A malformed scan makes the whole request a 400, as schema validation does.
        if (scans.some((scan) => scan.code.startsWith('bad'))) throw new HttpError(400, 'validation.failed');
        // A scan the server fails on (a bug, or input it cannot store): the whole request is a 500.
        if (scans.some((scan) => scan.code.startsWith('jam'))) throw new HttpError(500, 'internal');
        uploads.push(scans.length);
        return scans.map((scan) => {
          const first = applied.get(scan.scan_id);
          if (first) return { ...first, duplicate: true };
          // The booking the code names (signature unchecked: the double trusts the device), else booking 1.
          const bookingId = parseTicketCode(scan.code)?.payload.b ?? 1;
          const result: TScanResult = {
            scan_id: scan.scan_id,
            booking_id: bookingId,
            decision: scan.decision,
            reason: scan.reason ?? null,
            conflict: false,
            duplicate: false,
          };
          applied.set(scan.scan_id, result);
          return result;
        });
      });
    },
  };

  return {
    api,
    applied,
    uploads,
    manifestCalls,
    failNext: (...next: TFailure[]) => failures.push(...next),
    /** Answers for the following manifest calls, in order (then the default). */
    setPages: (next: TScanManifest[]) => (pages = next),
    releaseHanging: () => hanging.splice(0).forEach((release) => release()),
  };
}

/** A clock and timers moved by hand; fake-indexeddb keeps running on the real ones. */
export function manualClock(start = 1_000_000) {
  let time = start;
  let nextId = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: TTimers = {
    setTimeout(callback, ms) {
      pending.set(++nextId, { at: time + ms, callback });
      return nextId;
    },
    clearTimeout(handle) {
      pending.delete(handle as number); // only ever a handle this object returned
    },
  };
  /** Moves time forward, firing due timers in order. */
  function advance(ms: number) {
    const end = time + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      time = due[1].at;
      due[1].callback();
    }
    time = end;
  }
  return { now: () => time, timers, advance, pendingCount: () => pending.size };
}

/** Waits (on real time) until `condition` holds, for effects started by a timer. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
