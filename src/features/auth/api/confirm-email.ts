import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZConfirmEmailResponseSchema } from '../../../../contract/auth';
import { apiSend } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session';

/** POST /api/auth/email/confirm with the token of the mailed link; works signed in or not. */
export function useConfirmEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'confirm-email'],
    mutationFn: async (token: string) => (await apiSend('POST', 'auth/email/confirm', ZConfirmEmailResponseSchema, { token })).data,
    // A signed-in tab shows the new address (profile, menus) and drops the pending notice.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    meta: { silentError: true },
  });
}
