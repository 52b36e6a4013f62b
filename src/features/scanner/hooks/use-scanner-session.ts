import { useEffect, useState } from 'react';
import { scannerApi } from '../api/scanner.api';
import { createScannerDb, type TScannerDb } from '../core/scanner-db';
import { createScannerSession, type TScannerSession, type TScannerStatus } from '../core/scanner-session';

let sharedDb: TScannerDb | null = null;

/** One connection for the life of the page: sessions come and go with the route, the database stays. */
export function scannerDb(): TScannerDb {
  sharedDb ??= createScannerDb();
  return sharedDb;
}

export type TScannerSessionState = {
  session: TScannerSession | null;
  status: TScannerStatus | null;
  /** The first sync has finished (well or not): a missing manifest is now worth telling staff about. */
  started: boolean;
};

const EMPTY: TScannerSessionState = { session: null, status: null, started: false };

/**
 * The scanner session of one event (core/scanner-session.ts) for as long as the page is open: it
 * syncs in the background and is stopped when staff leave the page or pick another event.
 */
export function useScannerSession(eventId: number): TScannerSessionState {
  const [state, setState] = useState<TScannerSessionState>(EMPTY);

  useEffect(() => {
    const session = createScannerSession({ eventId, api: scannerApi, db: scannerDb() });
    let stopped = false;
    setState({ session, status: session.getStatus(), started: false });
    const unsubscribe = session.subscribe((status) => setState((previous) => ({ ...previous, session, status })));
    session
      .start()
      .catch((error: unknown) => console.warn('Scanner start failed; it keeps retrying', error))
      .finally(() => {
        if (!stopped) setState((previous) => ({ ...previous, session, status: session.getStatus(), started: true }));
      });
    return () => {
      stopped = true;
      unsubscribe();
      session.stop();
      setState(EMPTY);
    };
  }, [eventId]);

  return state;
}
