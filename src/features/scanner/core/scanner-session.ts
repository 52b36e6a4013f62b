import { SCAN_CODE_MAX_LENGTH } from '../../../../contract/scans';
import { decideScan, type TScanVerdict } from './decide-scan';
import type { TManifestIndex } from './manifest-index';
import { createScannerDb, ScannerStorageFullError, type TQueuedScan, type TScannerDb } from './scanner-db';
import { createScannerSync, type TSyncStatus, type TTimers } from './scanner-sync';
import { createScanRate } from './scan-rate';
import { normaliseScannedText, verifyTicketCode } from './ticket-code';
import type { TScannerSyncApi } from './sync-policy';

/*
 * The door scanner for the UI (docs/architecture.md §6, docs/product.md §2):
 *
 *   const session = createScannerSession({ eventId, api: scannerApi, db });
 *   await session.start();                        // manifest, first sync, then every 5 s and on `online`
 *   const outcome = await session.scan(text, 'camera' | 'manual');
 *     { ignored: true }                           // the camera still sees the code it just read: show nothing new
 *     { ignored: false, verdict, scan }           // already on disk: show the verdict (green/red, names, uses left)
 *     throws ScannerStorageFullError              // nothing recorded; status.storageFull says so until a write works
 *     throws ScannerNotReadyError                 // no manifest yet (first download still running or failed)
 *     throws ScannerUnsupportedError              // this browser cannot check Ed25519 signatures
 *   session.subscribe(listener) / session.getStatus()   // TScannerStatus, a new object on every change
 *   session.sync()                                // "sync now"
 *   session.heldAside()                           // scans the server refused as malformed, with the error
 *   session.stop()
 */

/** Reads of the same code by the camera closer together than this are one person holding up their pass. */
export const CAMERA_REPEAT_WINDOW_MS = 3_000;

export type TScanSource = 'camera' | 'manual';
export type TScanOutcome = { ignored: true } | { ignored: false; verdict: TScanVerdict; scan: TQueuedScan };
export type TScannerStatus = TSyncStatus & {
  scansPerMinute: number;
  /** This device's id, as the dashboard's per-device counts show it; null until read. */ deviceId: string | null;
};
export { ScannerStorageFullError };

export class ScannerNotReadyError extends Error {
  override readonly name = 'ScannerNotReadyError';
}
export class ScannerUnsupportedError extends Error {
  override readonly name = 'ScannerUnsupportedError';
}

/** How long the status bar waits after a verdict before it re-renders with the new counts. */
export const STATUS_AFTER_VERDICT_MS = 120;

export type TScannerSessionOptions = { eventId: number; api: TScannerSyncApi; db?: TScannerDb; now?: () => number; timers?: TTimers };
export type TScannerSession = ReturnType<typeof createScannerSession>;

export function createScannerSession({ eventId, api, db = createScannerDb(), now = Date.now, timers }: TScannerSessionOptions) {
  const sync = createScannerSync({ eventId, api, db, now, ...(timers ? { timers } : {}) });
  const rate = createScanRate(now);
  const lastSeen = new Map<string, number>();
  const listeners = new Set<(status: TScannerStatus) => void>();
  let status: TScannerStatus = { ...sync.getStatus(), scansPerMinute: 0, deviceId: null };
  let knownDeviceId: string | null = null;
  let deviceId: Promise<string> | null = null;
  // Scans are decided one at a time: two quick reads of a multi-use pass must each see the other's use.
  let queue: Promise<unknown> = Promise.resolve();

  /** This device's id once read: the verdict's path does not wait for it again. */
  let deviceIdValue: string | null = null;

  /** The event's manifest in memory (manifest-index.ts): a verdict reads no IndexedDB. */
  function manifestIndex(): TManifestIndex | Promise<TManifestIndex> {
    return db.peekIndex(eventId) ?? db.manifestIndex(eventId);
  }

  function publish() {
    const next = { ...sync.getStatus(), scansPerMinute: rate.perMinute(), deviceId: knownDeviceId };
    if ((Object.keys(next) as (keyof TScannerStatus)[]).every((key) => next[key] === status[key])) return;
    status = next;
    for (const listener of listeners) listener(status);
  }
  const unsubscribeSync = sync.subscribe(publish);
  const rateTicker = rate.onChange(publish, timers);

  /** The camera reports a code on every frame it is in view; only the first read of a sighting counts. */
  function isRepeat(code: string, source: TScanSource): boolean {
    const at = now();
    for (const [seen, time] of lastSeen) if (at - time >= CAMERA_REPEAT_WINDOW_MS) lastSeen.delete(seen);
    const repeat = source === 'camera' && lastSeen.has(code);
    lastSeen.set(code, at);
    return repeat;
  }

  async function decideAndRecord(code: string): Promise<TScanOutcome> {
    const index = await manifestIndex();
    const manifest = index.manifest();
    if (!manifest) throw new ScannerNotReadyError('scanner_not_ready');
    // The keys' imports are cached (lib/ticket-code.ts): what is left is the verify itself.
    const verified = await verifyTicketCode(code, manifest.public_keys);
    if (!verified.ok && verified.unsupported) throw new ScannerUnsupportedError('scanner_unsupported');
    const payload = verified.ok ? verified.payload : null;
    const booking = payload ? index.booking(payload.b) : null;
    const localAccepted = payload ? index.localAccepted(payload.b) : 0;
    const verdict = decideScan({ payload, eventId, now: new Date(now()), booking, localAccepted });
    const scan: TQueuedScan = {
      scan_id: crypto.randomUUID(),
      event_id: eventId,
      booking_id: verdict.bookingId,
      // The contract's cap: anything longer was rejected above and is kept only as evidence.
      code: code.slice(0, SCAN_CODE_MAX_LENGTH),
      decision: verdict.decision,
      reason: verdict.reason,
      scanned_at: new Date(now()).toISOString(),
      device_id: deviceIdValue ?? (await readDeviceId()),
    };
    // The one write before the verdict: it adds the scan to the index too once it is on disk (scanner-db.ts).
    try {
      await db.enqueueScan(scan);
    } catch (error) {
      if (error instanceof ScannerStorageFullError) sync.setStatus({ storageFull: true });
      throw error;
    }
    sync.setStatus({ storageFull: false });
    if (verdict.decision === 'accepted' && verdict.bookingId !== null) sync.noteAccepted(verdict.bookingId);
    rate.record();
    // After the verdict has had its frame: the status bar's re-render must not delay it.
    (timers ?? globalThis).setTimeout(publish, STATUS_AFTER_VERDICT_MS);
    // In the background: the verdict is already decided and on disk, the server only confirms it.
    void sync.sendNow(scan);
    return { ignored: false, verdict, scan };
  }

  function scan(text: string, source: TScanSource): Promise<TScanOutcome> {
    const code = normaliseScannedText(text);
    if (code === '' || isRepeat(code, source)) return Promise.resolve({ ignored: true });
    const outcome = queue.then(() => decideAndRecord(code));
    queue = outcome.catch(() => {
      // Nothing was recorded: the same code, still in front of the camera, must get another try.
      lastSeen.delete(code);
    });
    return outcome;
  }

  function readDeviceId(): Promise<string> {
    deviceId ??= db.deviceId().then((id) => (deviceIdValue = id));
    // A failed read is retried by the next scan rather than left as an unhandled rejection.
    deviceId.catch(() => (deviceId = null));
    return deviceId;
  }

  async function start(): Promise<void> {
    // Ask the browser not to evict the queue under storage pressure; best effort, where it is offered.
    if (typeof navigator !== 'undefined') void navigator.storage?.persist?.().catch(() => false);
    void readDeviceId().then(
      (id) => {
        knownDeviceId = id;
        publish();
      },
      () => undefined,
    );
    // Read into memory now, beside the first sync: the first verdict does not wait for it.
    void db.manifestIndex(eventId).catch((error: unknown) => console.warn('scanner index unavailable; the first scan reads it again', error));
    await sync.start();
  }

  function stop() {
    // The next session reads the lists afresh: sign-out may wipe them from the database meanwhile.
    db.forgetIndex(eventId);
    sync.stop();
    unsubscribeSync();
    rateTicker.stop();
  }

  return {
    start,
    stop,
    scan,
    sync: sync.sync,
    heldAside: () => db.heldAside(eventId),
    getStatus: () => status,
    subscribe(listener: (status: TScannerStatus) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
