import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZVerifyPhoneResponseSchema, type TVerifyPhoneRequest } from '../../../../contract/auth';
import { apiSend } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';

/** POST /api/auth/phone/verify: sets the verified user and clears the flag (docs/product.md §4). */
export function useVerifyPhoneMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'phone-verify'],
    mutationFn: async (body: TVerifyPhoneRequest) => (await apiSend('POST', 'auth/phone/verify', ZVerifyPhoneResponseSchema, body)).data,
    onSuccess: (data) => {
      updateSession(queryClient, data.user, { requires_phone: false, requires_phone_verification: false });
    },
    meta: { silentError: true },
  });
}
