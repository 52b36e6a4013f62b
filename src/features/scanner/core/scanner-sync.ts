import { ScannerStorageFullError, type TQueuedScan, type TScannerDb } from './scanner-db';
import { pullManifest } from './pull-manifest';
import { createSyncStatus, type TSyncStatus } from './sync-status';
import { sendOne, uploadQueue, type TUploadDeps } from './upload-queue';
import {
  ANSWER_TIMEOUT_MS,
  backoffDelay,
  FAILURES_BEFORE_OFFLINE,
  failureKind,
  requestBackgroundSync,
  SCANNER_SYNC_TAG,
  SYNC_INTERVAL_MS,
  type TScannerSyncApi,
} from './sync-policy';

/*
 * The scanner's sync engine (docs/architecture.md §6), framework-free. `sync()` uploads the queue in
 * batches, then downloads the manifest delta; it runs on start, on the `online` event, on an interval
 * (5 s), and again after failures with backoff. Mode is what staff see: offline after a request with
 * no answer in 3 s or three failed requests in a row, online again as soon as any request succeeds.
 */

export type TTimers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

const browserTimers: TTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>), // the handle it returned
};

export type TScannerSyncOptions = { eventId: number; api: TScannerSyncApi; db: TScannerDb; now?: () => number; timers?: TTimers };
export type TScannerSync = ReturnType<typeof createScannerSync>;
export type { TSyncStatus };

export function createScannerSync({ eventId, api, db, now = Date.now, timers = browserTimers }: TScannerSyncOptions) {
  const status = createSyncStatus(eventId, db);
  /** Failed requests in a row without an answer (offline mode after three). */
  let failures = 0;
  /** Failed sync runs in a row, of any kind (the backoff: a 401 must not be retried every second). */
  let retries = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let next: unknown = null;
  let stopped = true;
  let backgroundSyncAsked = false;

  function answered() {
    failures = 0;
    status.set({ mode: 'online' });
  }

  /** One server call: a watchdog flips to offline at 3 s without cancelling it (a late answer still counts). */
  async function request<T>(call: () => Promise<T>): Promise<T> {
    const watchdog = timers.setTimeout(() => status.set({ mode: 'offline' }), ANSWER_TIMEOUT_MS);
    try {
      const result = await call();
      answered();
      return result;
    } catch (error) {
      if (failureKind(error) !== 'network') answered();
      else if (++failures >= FAILURES_BEFORE_OFFLINE) status.set({ mode: 'offline' });
      throw error;
    } finally {
      timers.clearTimeout(watchdog);
    }
  }

  const deps: TUploadDeps = { eventId, api, db, request, serverErrors: { inARow: 0 } };

  /**
   * Uploads and manifest downloads take turns. A download counts the uses the server had applied when it
   * answered; an upload answered while one was on its way could be in those counts or not, and the device
   * would count the use twice (a holder wrongly turned away) or not at all. In turns, every scan acknowledged
   * before a download began is in its counts and every later one is not (pull-manifest.ts, scanner-db.ts).
   * A request with no answer in 3 s (offline by then) holds the others no longer: its late answer still
   * counts, and only such an answer, arriving during a download, can still be read the wrong way until the
   * next download.
   */
  let turn: Promise<unknown> = Promise.resolve();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = turn.then(work, work);
    turn = new Promise<void>((release) => {
      const timer = timers.setTimeout(release, ANSWER_TIMEOUT_MS);
      void run
        .catch(() => undefined)
        .then(() => {
          timers.clearTimeout(timer);
          release();
        });
    });
    return run;
  }
  const pull = () => inTurn(() => pullManifest({ eventId, api, db, request }));

  function schedule(delay: number) {
    if (stopped) return;
    if (next !== null) timers.clearTimeout(next);
    next = timers.setTimeout(() => {
      next = null;
      void sync();
    }, delay);
  }

  async function runOnce(): Promise<void> {
    status.set({ syncing: true });
    try {
      // With no manifest no code can be verified: fetch it before anything else.
      if (!status.get().hasManifest && !(await db.getManifest(eventId))) await pull();
      await inTurn(() => uploadQueue(deps));
      await pull();
      status.set({ lastSyncAt: now() });
      backgroundSyncAsked = false;
      retries = 0;
      schedule(SYNC_INTERVAL_MS);
    } catch (error) {
      if (error instanceof ScannerStorageFullError) status.set({ storageFull: true });
      // The next attempt waits longer each time; offline, that wait is the probe interval.
      schedule(backoffDelay(++retries));
      // Once per failing stretch: if the page is closed before the queue drains, the browser finishes it.
      if (!backgroundSyncAsked) {
        backgroundSyncAsked = true;
        void requestBackgroundSync();
      }
    } finally {
      status.set({ syncing: false });
      await status.refresh();
    }
  }

  /** Uploads, then downloads; one at a time, and a call during a run makes it run once more. */
  function sync(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again && !stopped);
      running = null;
    })();
    return running;
  }

  /** The online fast path for a scan just queued; never throws (the queue keeps the scan either way). */
  async function sendNow(scan: TQueuedScan): Promise<void> {
    // Offline, each send would only wait for its timeout; the probes find the network again. The
    // queued count still moves at once.
    if (status.get().mode === 'offline') {
      await status.refresh(false);
      return;
    }
    try {
      await inTurn(() => sendOne(deps, scan));
    } catch {
      schedule(backoffDelay(Math.max(1, retries)));
    } finally {
      await status.refresh(false);
    }
  }

  function onOnline() {
    void sync();
  }

  // Background Sync fired (public/sw-scanner-sync.js relays it to open scanner pages).
  function onWorkerMessage(event: MessageEvent) {
    if (typeof event.data === 'object' && event.data !== null && Reflect.get(event.data, 'type') === SCANNER_SYNC_TAG) void sync();
  }

  // The browser knows it has no network at all: say so now rather than after three failures.
  function onOffline() {
    status.set({ mode: 'offline' });
  }

  async function start(): Promise<void> {
    stopped = false;
    if (typeof window !== 'undefined') {
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      if (navigator.onLine === false) onOffline();
      navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    }
    await status.refresh();
    // Stopped while starting (a page left at once, React's double mount): no network work.
    if (!stopped) await sync();
  }

  function stop() {
    stopped = true;
    if (next !== null) timers.clearTimeout(next);
    next = null;
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    }
  }

  return {
    start,
    stop,
    sync,
    sendNow,
    subscribe: status.subscribe,
    getStatus: status.get,
    refreshStatus: status.refresh,
    setStatus: status.set,
    noteAccepted: status.noteAccepted,
  };
}
