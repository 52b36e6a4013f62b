import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useAtomValue } from '../lib/atoms';
import { useEffect } from 'react';
import { isNetworkFailure } from '../lib/api-client';
import { useHydrated } from '../lib/hydration';
import { clearSessionMark } from '../lib/session-mark';
import { currentUserQueryOptions, USER_REFRESH_MS, type TUser } from '../lib/session';
import { tokenAtom } from '../lib/store';

/**
 * The signed-in user, refreshed every 30 s (docs/product.md §4). Without a token, or when the profile
 * cannot be fetched, the visitor is treated as a guest: null. Offline (no answer at all), the session saved
 * on this device stands in, on every page and not only behind the guards (docs/architecture.md §6), so the
 * header shows the same signed-in user on home as on /pass.
 */
export function useCurrentUser(): TUser | null {
  // The server renders every visitor as a guest; hydration must see the same (lib/hydration.ts).
  const hydrated = useHydrated();
  const token = useAtomValue(tokenAtom);
  const { auth } = useRouteContext({ from: '__root__' });
  const { data, fetchStatus, error } = useQuery({
    ...currentUserQueryOptions(),
    enabled: token !== null,
    refetchInterval: USER_REFRESH_MS,
  });
  const unreachable = token !== null && !data && (fetchStatus === 'paused' || (error !== null && isNetworkFailure(error)));
  useEffect(() => {
    // ensureSession puts the saved session in the query cache, which re-renders this hook with it.
    if (unreachable) void auth.ensureSession();
  }, [unreachable, auth]);
  // Settled: no token, the user known, or the profile refused or out of reach (the saved session stands in).
  const settled = token === null || data !== undefined || error !== null || fetchStatus === 'paused';
  useEffect(() => {
    if (hydrated && settled) clearSessionMark();
  }, [hydrated, settled]);
  return hydrated && token !== null && data ? data.user : null;
}
