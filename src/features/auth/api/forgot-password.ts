import { useMutation } from '@tanstack/react-query';
import { ZMessageResponseSchema, type TForgotPasswordRequest } from '../../../../contract/auth';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the email has an account. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: async (body: TForgotPasswordRequest) => (await apiSend('POST', 'auth/forgot-password', ZMessageResponseSchema, body)).data,
    meta: { silentError: true },
  });
}
