import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { currentUserQueryOptions, USER_REFRESH_MS, type TUser } from '../lib/session';
import { tokenAtom } from '../lib/store';

/**
 * The signed-in user, refreshed every 30 s (docs/product.md §4). Without a token, or when the profile
 * cannot be fetched, the visitor is treated as a guest: null.
 */
export function useCurrentUser(): TUser | null {
  const token = useAtomValue(tokenAtom);
  const { data } = useQuery({
    ...currentUserQueryOptions(),
    enabled: token !== null,
    refetchInterval: USER_REFRESH_MS,
  });
  return token !== null && data ? data.user : null;
}
