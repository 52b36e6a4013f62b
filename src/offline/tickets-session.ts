import type { QueryClient } from '@tanstack/react-query';
import { appStore, getToken, tokenAtom } from '../lib/store';
import type { TSavedSession } from './tickets-store';

/*
 * The small, always-loaded side of the offline tickets, started by main.tsx (router.tsx hands the saved
 * session to the route guards). The store and the sync load on demand, so visitors who never sign in
 * download neither (docs/architecture.md §8 budgets).
 */

const loadSync = () => import('./tickets-sync');

let following = false;

/** Keeps the offline tickets with the token: synced while one is set, wiped when it goes away. Once per app. */
export function followTokenForOfflineTickets(queryClient: QueryClient): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  let current = getToken();
  if (current) void loadSync().then((sync) => sync.startOfflineTickets(queryClient));
  appStore.sub(tokenAtom, () => {
    const next = getToken();
    if (next === current) return;
    current = next;
    void loadSync().then((sync) => (next ? sync.startOfflineTickets(queryClient) : sync.forgetOfflineTickets()));
    // Signed out: a door phone's attendee lists go with the session (its unsent scans stay).
    if (!next) void import('./scanner-lists').then((m) => m.forgetScannerLists()).catch(() => undefined);
  });
}

/** The session saved with the tickets for the current token, for a guard that cannot reach the server. */
export async function loadOfflineSession(): Promise<{ session: TSavedSession; savedAt: number } | null> {
  const token = getToken();
  if (!token) return null;
  const { loadSavedSession } = await import('./tickets-store');
  return loadSavedSession(token);
}
