import { useMutation } from '@tanstack/react-query';
import { ZMessageResponseSchema, type TResetPasswordRequest } from '../../../../contract/auth';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/reset-password with the token and email of the mailed link. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: async (body: TResetPasswordRequest) => (await apiSend('POST', 'auth/reset-password', ZMessageResponseSchema, body)).data,
    meta: { silentError: true },
  });
}
