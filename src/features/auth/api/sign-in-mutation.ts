import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuthData } from '../../../../contract/auth';
import { clearSession, startSession, type TSession } from '../../../lib/session';

/**
 * Login and register share their outcome (docs/product.md §4): success stores the user, token and phone flags;
 * failure clears auth. Forms show their own errors (fields and a banner), so no toast.
 */
export function useSignInMutation<TBody>(key: 'login' | 'register', request: (body: TBody) => Promise<TAuthData>) {
  const queryClient = useQueryClient();
  return useMutation<TSession, unknown, TBody>({
    mutationKey: ['auth', key],
    mutationFn: async (body) => {
      try {
        return startSession(queryClient, await request(body));
      } catch (error) {
        clearSession(queryClient);
        throw error;
      }
    },
    meta: { silentError: true },
  });
}
