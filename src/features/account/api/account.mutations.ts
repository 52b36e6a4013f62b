import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponseSchema, ZPendingEmailChangeResponseSchema, type TChangeEmailRequest, type TChangePasswordRequest } from '../../../../contract/auth';
import { ZUserResponseSchema, type TUpdateProfileRequest } from '../../../../contract/users';
import { apiSend } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';
import { emailChangeKeys } from './account.queries';

/** PATCH /api/auth/password: other sessions are signed out; this one stays. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationKey: ['user', 'password'],
    mutationFn: async (body: TChangePasswordRequest) => (await apiSend('PATCH', 'auth/password', ZMessageResponseSchema, body)).data,
    meta: { silentError: true },
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

/** PATCH /api/user: name and email; the navbar and menus pick up the new values from the session. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'profile'],
    mutationFn: async (body: TUpdateProfileRequest) => (await apiSend('PATCH', 'user', ZUserResponseSchema, body)).data.user,
    onSuccess: (user) => updateSession(queryClient, user),
    meta: { silentError: true },
  });
}
