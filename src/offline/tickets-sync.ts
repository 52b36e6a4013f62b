import { onlineManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ZMyTicketsResponseSchema, ZTicketKeyResponseSchema, type TBooking } from '../../contract/bookings';
import { apiGet } from '../lib/api-client';
import { currentUserQueryOptions, userKeys } from '../lib/session';
import { getToken } from '../lib/store';
import { clearTicketsStore, loadSavedTickets, loadTicketKey, saveTicketKey, saveTicketsSnapshot, type TSavedTickets } from './tickets-store';
import { deviceOnline } from '../lib/device-online';

/**
 * Keeps the offline copy of the signed-in user's tickets fresh: after sign-in, on focus and when the
 * network comes back (started by main.tsx through tickets-session), after a booking, and whenever the pass or My Tickets
 * opens online. Screens read the copy first (savedTicketsQueryOptions), so the pass shows at once.
 */

/** The server's largest page; a few pages cover any real attendee. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;
/** Focus and `online` events can come in bursts; one sync per half minute is plenty. */
const MIN_SYNC_INTERVAL_MS = 30_000;

/** Under `userKeys.all`: signing out drops these with the rest of the user's data. */
export const offlineTicketsKeys = {
  all: () => [...userKeys.all, 'offline-tickets'] as const,
  saved: (userId: number) => [...offlineTicketsKeys.all(), 'saved', userId] as const,
  sync: () => [...offlineTicketsKeys.all(), 'sync'] as const,
  ticketKey: () => [...offlineTicketsKeys.all(), 'ticket-key'] as const,
};

/** The copy on this device; null when nothing was saved for this user yet. */
export function savedTicketsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: offlineTicketsKeys.saved(userId),
    queryFn: async (): Promise<TSavedTickets | null> => loadSavedTickets(userId),
    // IndexedDB answers offline too; only a sync changes it, and a sync invalidates this query.
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });
}

/** The saved public key that verifies ticket codes offline; null until a sync saved it. */
export function ticketKeyQueryOptions() {
  return queryOptions({
    queryKey: offlineTicketsKeys.ticketKey(),
    queryFn: loadTicketKey,
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });
}

async function fetchAllBookings(signal?: AbortSignal): Promise<TBooking[]> {
  const bookings: TBooking[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data } = await apiGet('my-tickets', ZMyTicketsResponseSchema, { status: 'all', page, per_page: PAGE_SIZE }, { signal });
    bookings.push(...data.bookings);
    if (page >= data.pagination.last_page) break;
  }
  return bookings;
}

/** Fetched on every sync (the browser's HTTP cache answers most of them) so a rotated key is picked up. */
async function refreshTicketKey(queryClient: QueryClient): Promise<void> {
  const { data } = await apiGet('ticket-key', ZTicketKeyResponseSchema);
  if ((await loadTicketKey()) === data.public_key) return;
  await saveTicketKey(data.public_key);
  await queryClient.invalidateQueries({ queryKey: offlineTicketsKeys.ticketKey() });
}

let inFlight: Promise<number | null> | null = null;
let lastSyncAt = 0;

async function runSync(queryClient: QueryClient): Promise<number | null> {
  const token = getToken();
  if (!token) return null;
  const session = await queryClient.fetchQuery(currentUserQueryOptions());
  const bookings = await fetchAllBookings();
  // Signed out (or in as someone else) while the lists were loading: this copy belongs to nobody.
  if (getToken() !== token) return null;
  await saveTicketsSnapshot(session, token, bookings);
  if (getToken() !== token) {
    await clearTicketsStore();
    return null;
  }
  lastSyncAt = Date.now();
  await queryClient.invalidateQueries({ queryKey: offlineTicketsKeys.saved(session.user.id) });
  await refreshTicketKey(queryClient).catch((error: unknown) => console.warn('Could not save the ticket key', error));
  return lastSyncAt;
}

/** Downloads every booking of the signed-in user and replaces the copy on this device; returns when it was saved. */
export function syncOfflineTickets(queryClient: QueryClient): Promise<number | null> {
  inFlight ??= runSync(queryClient).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * For screens: a query whose fetch is the sync, so it runs on open, on focus and on reconnect, and
 * pauses (rather than fails) while offline. Its data is the time the copy was saved.
 */
export function ticketsSyncQueryOptions() {
  return queryOptions({
    queryKey: offlineTicketsKeys.sync(),
    queryFn: ({ client }) => syncOfflineTickets(client),
    staleTime: MIN_SYNC_INTERVAL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

function syncInBackground(queryClient: QueryClient): void {
  // onlineManager starts out "online" until an event says otherwise; navigator.onLine knows at load.
  const online = onlineManager.isOnline() && deviceOnline();
  if (!getToken() || !online || Date.now() - lastSyncAt < MIN_SYNC_INTERVAL_MS) return;
  syncOfflineTickets(queryClient).catch((error: unknown) => console.warn('Could not refresh the offline tickets', error));
}

let stopListening: (() => void) | null = null;

/** A token appeared (sign-in, reload, another tab): sync now, and again on focus and reconnect. */
export function startOfflineTickets(queryClient: QueryClient): void {
  lastSyncAt = 0;
  syncInBackground(queryClient);
  if (stopListening) return;
  const onWake = () => syncInBackground(queryClient);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') onWake();
  };
  window.addEventListener('online', onWake);
  window.addEventListener('focus', onWake);
  document.addEventListener('visibilitychange', onVisibility);
  stopListening = () => {
    window.removeEventListener('online', onWake);
    window.removeEventListener('focus', onWake);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The token went away (logout, a 401, another tab): stop syncing and wipe the copy. */
export async function forgetOfflineTickets(): Promise<void> {
  stopListening?.();
  stopListening = null;
  lastSyncAt = 0;
  await clearTicketsStore();
}
