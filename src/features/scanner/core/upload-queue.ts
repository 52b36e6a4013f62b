import type { TScanResult } from '../../../../contract/scans';
import type { TQueuedScan, TScannerDb } from './scanner-db';
import { failureKind, toUploadItem, uploadErrorOf, UPLOAD_BATCH_SIZE, type TScannerSyncApi } from './sync-policy';

/*
 * Drains the scan queue to POST /api/admin/events/{id}/scans (docs/architecture.md §6). A scan leaves
 * the queue only when the server has answered for it (acknowledged) or has refused it as malformed
 * (held aside, with the error): never on a failed request. Re-sending after a lost answer is safe,
 * because the server applies each scan_id once and answers a repeat with the first verdict.
 */

export type TUploadDeps = {
  eventId: number;
  api: TScannerSyncApi;
  db: TScannerDb;
  /** Runs one server call, tracking online/offline; rethrows its error. */
  request: <T>(call: () => Promise<T>) => Promise<T>;
};

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
      await deps.db.holdAside(scans.map((scan) => scan.scan_id), uploadErrorOf(error));
      return 1;
    }
    const middle = Math.ceil(scans.length / 2);
    return (await sendIsolatingMalformed(deps, scans.slice(0, middle))) + (await sendIsolatingMalformed(deps, scans.slice(middle)));
  }
}

/** Uploads the queue oldest first, batch after batch, until it is empty; returns how many scans left it. */
export async function uploadQueue(deps: TUploadDeps, batchSize = UPLOAD_BATCH_SIZE): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await deps.db.pendingScans(deps.eventId, batchSize);
    if (batch.length === 0) return moved;
    const done = await sendIsolatingMalformed(deps, batch);
    if (done === 0) throw new UploadAnswerMismatchError('upload_answer_mismatch');
    moved += done;
  }
}

/** The fast path: one scan, straight after its verdict. Returns whether the server took it. */
export async function sendOne(deps: TUploadDeps, scan: TQueuedScan): Promise<boolean> {
  return (await sendIsolatingMalformed(deps, [scan])) > 0;
}
