import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPendingEmailChangeResponseSchema, type TChangeEmailRequest } from '../../../../contract/auth';
import { apiGet, apiSend } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session';

/** Under `userKeys.all`: signing out drops it with the rest of the user's data. */
export const emailChangeKeys = {
  pending: () => [...userKeys.all, 'email-change'] as const,
};

/** GET /api/auth/email: the address waiting for its confirmation link, or nulls. */
export function pendingEmailChangeQueryOptions() {
  return queryOptions({
    queryKey: emailChangeKeys.pending(),
    queryFn: async ({ signal }) => (await apiGet('auth/email', ZPendingEmailChangeResponseSchema, undefined, { signal })).data,
  });
}

/** POST /api/auth/email: mails a confirmation link to the new address; the email changes only when it is opened. */
export function useRequestEmailChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'email-change'],
    mutationFn: async (body: TChangeEmailRequest) => (await apiSend('POST', 'auth/email', ZPendingEmailChangeResponseSchema, body)).data,
    onSuccess: (pending) => queryClient.setQueryData(emailChangeKeys.pending(), pending),
    meta: { silentError: true },
  });
}
