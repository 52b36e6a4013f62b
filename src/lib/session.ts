import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCurrentUserResponseSchema, type TCurrentUserResponse, type TUser } from '../../contract/users';
import { apiGet, apiSend } from './api-client';
import { getToken, setToken } from './store';

export type { TUser };
/** The signed-in user plus the phone flags of the auth state (spec §3). */
export type TSession = TCurrentUserResponse['data'];

/** Logout answers with an envelope whose data nobody reads. */
const ZAnyResponseSchema = z.unknown();

/** Spec §4: the current user is refreshed on load and every 30 seconds. */
export const USER_REFRESH_MS = 30_000;

export const userKeys = {
  all: ['user'] as const,
  current: () => [...userKeys.all, 'current'] as const,
};

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: userKeys.current(),
    queryFn: async ({ signal }) => (await apiGet('user', ZCurrentUserResponseSchema, undefined, { signal })).data,
    staleTime: USER_REFRESH_MS,
    // A failed profile fetch means "signed out" (spec §4), not a retry loop.
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

export function createAuthContext(queryClient: QueryClient): TAuthContext {
  async function ensureSession(): Promise<TSession | null> {
    if (!getToken()) return null;
    try {
      return await queryClient.ensureQueryData(currentUserQueryOptions());
    } catch (error) {
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

/** Spec §4: a logout failure is logged and local auth is still cleared. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await apiSend('POST', 'auth/logout', ZAnyResponseSchema);
  } catch (error) {
    console.warn('Logout request failed; clearing the local session anyway', error);
  }
  setToken(null);
  queryClient.removeQueries({ queryKey: userKeys.all });
}
