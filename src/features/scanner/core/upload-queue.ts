import type { TScanResult } from '../../../../contract/scans';
import type { TQueuedScan, TScannerDb } from './scanner-db';
import { failureKind, statusOf, toUploadItem, uploadErrorOf, UPLOAD_BATCH_SIZE, type TScannerSyncApi } from './sync-policy';

/*
 * Drains the scan queue to POST /api/admin/events/{id}/scans (docs/architecture.md §6). A scan leaves
 * the queue only when the server has answered for it (acknowledged) or has refused it as malformed
 * (held aside, with the error): never on a failed request. Re-sending after a lost answer is safe,
 * because the server applies each scan_id once and answers a repeat with the first verdict. A batch the
 * server keeps answering with a 5xx while it serves other requests holds a scan it cannot take: after
 * SERVER_ERRORS_BEFORE_ISOLATING such answers in a row the batch is halved until that scan is alone, and
 * it is held aside too, so one scan never jams the rest. When every part fails (the server is down),
 * nothing is held aside and everything stays queued.
 */

/** Upload answers of 5xx in a row after which the next batch is halved to find the scan at fault. */
export const SERVER_ERRORS_BEFORE_ISOLATING = 3;

export type TUploadDeps = {
  eventId: number;
  api: TScannerSyncApi;
  db: TScannerDb;
  /** Runs one server call, tracking online/offline; rethrows its error. */
  request: <T>(call: () => Promise<T>) => Promise<T>;
  /** Upload answers of 5xx in a row, kept across sync runs (the engine's own). */
  serverErrors: { inARow: number };
};

/** The server answered, with a 5xx: it is reachable but failed on this request. */
function answeredServerError(error: unknown): boolean {
  return statusOf(error) >= 500;
}

/** The server answered, but not for any scan it was sent: retrying the same batch would loop. */
export class UploadAnswerMismatchError extends Error {
  override readonly name = 'UploadAnswerMismatchError';
}

async function send(deps: TUploadDeps, scans: readonly TQueuedScan[]): Promise<number> {
  const results = await deps.request(() => deps.api.uploadScans(deps.eventId, scans.map(toUploadItem)));
  const sent = new Set(scans.map((scan) => scan.scan_id));
  // Only answers for what was sent: a confused answer must not acknowledge (and so drop) other scans.
  const answered: TScanResult[] = results.filter((result) => sent.has(result.scan_id));
  await deps.db.acknowledge(answered);
  return answered.length;
}

/**
 * Sends `scans`; when the server refuses them as malformed, halves the batch until the scans at fault
 * are alone, and holds just those aside. Any other failure stops the upload (the scans stay queued).
 */
async function sendIsolatingMalformed(deps: TUploadDeps, scans: readonly TQueuedScan[]): Promise<number> {
  try {
    return await send(deps, scans);
  } catch (error) {
    if (failureKind(error) !== 'malformed') throw error;
    if (scans.length === 1) {
      await deps.db.holdAside(
        scans.map((scan) => scan.scan_id),
        uploadErrorOf(error),
      );
      return 1;
    }
    const middle = Math.ceil(scans.length / 2);
    return (await sendIsolatingMalformed(deps, scans.slice(0, middle))) + (await sendIsolatingMalformed(deps, scans.slice(middle)));
  }
}

/** sendIsolatingMalformed, counting the 5xx answers in a row. */
async function sendCounting(deps: TUploadDeps, scans: readonly TQueuedScan[]): Promise<number> {
  try {
    const done = await sendIsolatingMalformed(deps, scans);
    deps.serverErrors.inARow = 0;
    return done;
  } catch (error) {
    if (answeredServerError(error)) deps.serverErrors.inARow += 1;
    throw error;
  }
}

/**
 * Sends `scans` halving every part the server answers with a 5xx, down to single scans; holds those
 * aside only if some other part went through (the server works) and they fail once more on their own.
 */
async function sendIsolatingServerErrors(deps: TUploadDeps, scans: readonly TQueuedScan[]): Promise<number> {
  const suspects: { scan: TQueuedScan; error: unknown }[] = [];
  let served = false;
  let lastError: unknown = null;
  const walk = async (part: readonly TQueuedScan[]): Promise<number> => {
    try {
      const done = await sendIsolatingMalformed(deps, part);
      served = true;
      return done;
    } catch (error) {
      if (!answeredServerError(error)) throw error;
      lastError = error;
      const [only] = part;
      if (part.length === 1 && only) {
        suspects.push({ scan: only, error });
        return 0;
      }
      const middle = Math.ceil(part.length / 2);
      return (await walk(part.slice(0, middle))) + (await walk(part.slice(middle)));
    }
  };
  let done = await walk(scans);
  if (!served) throw lastError;
  // The server works: a suspect that fails once more on its own is held aside (one that failed while the
  // server was still coming back goes through now).
  for (const { scan } of suspects) {
    try {
      done += await sendIsolatingMalformed(deps, [scan]);
    } catch (error) {
      if (!answeredServerError(error)) throw error;
      await deps.db.holdAside([scan.scan_id], uploadErrorOf(error));
      done += 1;
    }
  }
  deps.serverErrors.inARow = 0;
  return done;
}

/** Uploads the queue oldest first, batch after batch, until it is empty; returns how many scans left it. */
export async function uploadQueue(deps: TUploadDeps, batchSize = UPLOAD_BATCH_SIZE): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await deps.db.pendingScans(deps.eventId, batchSize);
    if (batch.length === 0) return moved;
    const isolate = deps.serverErrors.inARow >= SERVER_ERRORS_BEFORE_ISOLATING;
    const done = isolate ? await sendIsolatingServerErrors(deps, batch) : await sendCounting(deps, batch);
    if (done === 0) throw new UploadAnswerMismatchError('upload_answer_mismatch');
    moved += done;
  }
}

/** The fast path: one scan, straight after its verdict. Returns whether the server took it. */
export async function sendOne(deps: TUploadDeps, scan: TQueuedScan): Promise<boolean> {
  return (await sendIsolatingMalformed(deps, [scan])) > 0;
}
