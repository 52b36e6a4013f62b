import { useMutation } from '@tanstack/react-query';
import { ZMessageResponseSchema, type TChangePasswordRequest } from '../../../../contract/auth';
import { apiSend } from '../../../lib/api-client';

/** PATCH /api/auth/password: other sessions are signed out; this one stays. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationKey: ['user', 'password'],
    mutationFn: async (body: TChangePasswordRequest) => (await apiSend('PATCH', 'auth/password', ZMessageResponseSchema, body)).data,
    meta: { silentError: true },
  });
}
