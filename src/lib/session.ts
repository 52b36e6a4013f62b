import { onlineManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TAuthData } from '../../contract/auth';
import type { TCurrentUserResponse, TUser } from '../../contract/users';
import { apiGet, apiSend, isNetworkFailure } from './api-client';
import { lazySchema } from './lazy-schema';
import { getToken, setToken } from './store';
import { deviceOnline } from './device-online';

export type { TUser };
/** The signed-in user plus the phone flags of the auth state (docs/product.md §3). */
export type TSession = TCurrentUserResponse['data'];

/** docs/product.md §4: the current user is refreshed on load and every 30 seconds. */
export const USER_REFRESH_MS = 30_000;

/**
 * Every query that belongs to the signed-in user lives under `userKeys.all`, so signing in or out
 * drops it in one call and the next account never sees the previous one's data.
 */
export const userKeys = {
  all: ['user'] as const,
  current: () => [...userKeys.all, 'current'] as const,
};

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: userKeys.current(),
    queryFn: async ({ signal }) => (await apiGet('user', lazySchema('ZCurrentUserResponseSchema'), undefined, { signal })).data,
    staleTime: USER_REFRESH_MS,
    // A failed profile fetch means "signed out" (docs/product.md §4), not a retry loop.
    retry: false,
  });
}

/** What routes get as `context.auth` (router.tsx). */
export type TAuthContext = {
  readonly token: string | null;
  readonly isAuthenticated: boolean;
  /** The signed-in user, fetched through the query cache; null when signed out or the fetch fails. */
  ensureUser: () => Promise<TUser | null>;
  /** Like ensureUser, with the phone flags (the verify-phone guard needs them). */
  ensureSession: () => Promise<TSession | null>;
};

/**
 * The session saved on this device with the offline tickets (offline/tickets-session.ts), or null. The
 * app passes it in: lib/ importing the offline tickets made lib/session and the ticket sync import each other.
 */
export type TOfflineSessionLoader = () => Promise<{ session: TSession; savedAt: number } | null>;

export function createAuthContext(queryClient: QueryClient, loadOfflineSession: TOfflineSessionLoader): TAuthContext {
  /** Offline with a token (docs/architecture.md §6): the session saved with the tickets, so the pass still opens. */
  async function offlineSession(): Promise<TSession | null> {
    const saved = await loadOfflineSession();
    if (!saved) return null;
    queryClient.setQueryData(userKeys.current(), saved.session, { updatedAt: saved.savedAt });
    return saved.session;
  }
  async function ensureSession(): Promise<TSession | null> {
    if (!getToken()) return null;
    // Offline, a profile fetch would wait for the network (networkMode "online"): use the saved session.
    const offline = !onlineManager.isOnline() || !deviceOnline();
    if (offline && !queryClient.getQueryData(userKeys.current())) return offlineSession();
    try {
      return await queryClient.ensureQueryData(currentUserQueryOptions());
    } catch (error) {
      // No answer at all is not "signed out": an attendee at the gate still reaches the pass.
      if (isNetworkFailure(error)) {
        const saved = await offlineSession();
        if (saved) return saved;
      }
      console.warn('Could not load the current user; treating the visitor as signed out', error);
      return null;
    }
  }
  return {
    get token() {
      return getToken();
    },
    get isAuthenticated() {
      return getToken() !== null;
    },
    ensureSession,
    ensureUser: async () => (await ensureSession())?.user ?? null,
  };
}

/** docs/product.md §4: login or register success stores the token, the user and the phone flags. */
export function startSession(queryClient: QueryClient, data: TAuthData): TSession {
  const session: TSession = {
    user: data.user,
    requires_phone: data.requires_phone,
    requires_phone_verification: data.requires_phone_verification,
  };
  queryClient.removeQueries({ queryKey: userKeys.all });
  setToken(data.token);
  queryClient.setQueryData(userKeys.current(), session);
  return session;
}

/**
 * Folds a fresh user into the cached session after a profile, phone or verification change. The phone
 * flags follow the user the way the server derives them (users.service phoneFlags) unless stated.
 */
export function updateSession(queryClient: QueryClient, user: TUser, flags: Partial<Omit<TSession, 'user'>> = {}): void {
  queryClient.setQueryData<TSession>(userKeys.current(), {
    user,
    requires_phone: flags.requires_phone ?? user.phone === null,
    requires_phone_verification: flags.requires_phone_verification ?? (user.phone !== null && user.phone_verified_at === null),
  });
}

/** docs/product.md §4: a failed login or register clears the auth state. */
export function clearSession(queryClient: QueryClient): void {
  setToken(null);
  queryClient.removeQueries({ queryKey: userKeys.all });
}

/** docs/product.md §4: a logout failure is logged and local auth is still cleared. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    // No body at all: the server reads an empty JSON body as malformed.
    await apiSend('POST', 'auth/logout', lazySchema('ZAnyResponseSchema'));
  } catch (error) {
    console.warn('Logout request failed; clearing the local session anyway', error);
  }
  clearSession(queryClient);
}
