import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { scannerApi } from '../api/scanner.api';
import { createScannerDb, type TScannerDb } from '../core/scanner-db';
import { createScannerSession, STATUS_AFTER_VERDICT_MS, type TScannerSession, type TScannerStatus } from '../core/scanner-session';

let sharedDb: TScannerDb | null = null;

/** One connection for the life of the page: sessions come and go with the route, the database stays. */
export function scannerDb(): TScannerDb {
  sharedDb ??= createScannerDb();
  return sharedDb;
}

export type TScannerSessionState = {
  session: TScannerSession | null;
  /** The first sync has finished (well or not): a missing manifest is now worth telling staff about. */
  started: boolean;
};

const EMPTY: TScannerSessionState = { session: null, started: false };

/**
 * The scanner session of one event (core/scanner-session.ts) for as long as the page is open: it
 * syncs in the background and is stopped when staff leave the page or pick another event. Its status is
 * read by the parts that show it (useScannerStatus, useScannerStatusField), so a scan's new counts re-render
 * the status bar alone, never the page around the camera while the next guest's code is being read.
 */
export function useScannerSession(eventId: number): TScannerSessionState {
  const [state, setState] = useState<TScannerSessionState>(EMPTY);

  useEffect(() => {
    const session = createScannerSession({ eventId, api: scannerApi, db: scannerDb() });
    let stopped = false;
    setState({ session, started: false });
    session
      .start()
      .catch((error: unknown) => console.warn('Scanner start failed; it keeps retrying', error))
      .finally(() => {
        if (!stopped) setState({ session, started: true });
      });
    return () => {
      stopped = true;
      session.stop();
      setState(EMPTY);
    };
  }, [eventId]);

  return state;
}

const noSubscription = () => () => undefined;

/**
 * Tells React of a status change a moment later (coalesced): a scan changes the counts before its verdict
 * returns, and useSyncExternalStore re-renders at once, in that same task: the status bar would be drawn before
 * the verdict. The verdict is drawn first; the counts follow within STATUS_AFTER_VERDICT_MS.
 */
function useLaterSubscription(session: TScannerSession | null): (onChange: () => void) => () => void {
  return useMemo(() => {
    if (!session) return noSubscription;
    return (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout> | null = null;
      const unsubscribe = session.subscribe(() => {
        timer ??= setTimeout(() => {
          timer = null;
          onChange();
        }, STATUS_AFTER_VERDICT_MS);
      });
      return () => {
        unsubscribe();
        if (timer !== null) clearTimeout(timer);
      };
    };
  }, [session]);
}

/** The session's whole status, re-rendering on every change (the status bar). */
export function useScannerStatus(session: TScannerSession | null): TScannerStatus | null {
  return useSyncExternalStore(useLaterSubscription(session), () => session?.getStatus() ?? null);
}

/** One field of the status, re-rendering only when that field changes. */
export function useScannerStatusField<K extends keyof TScannerStatus>(session: TScannerSession | null, key: K): TScannerStatus[K] | null {
  return useSyncExternalStore(useLaterSubscription(session), () => session?.getStatus()[key] ?? null);
}
