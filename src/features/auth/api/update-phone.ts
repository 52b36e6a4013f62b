import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUpdatePhoneResponseSchema, type TUpdatePhoneRequest } from '../../../../contract/auth';
import { apiSend } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';
import { startResendCooldown } from '../otp-resend-clock';

/** PATCH /api/auth/phone: saves the number and texts a code; the session now needs verifying (docs/product.md §4). */
export function useUpdatePhoneMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'phone'],
    mutationFn: async (body: TUpdatePhoneRequest) => (await apiSend('PATCH', 'auth/phone', ZUpdatePhoneResponseSchema, body)).data,
    onSuccess: (data) => {
      updateSession(queryClient, data.user, { requires_phone_verification: data.requires_phone_verification });
      startResendCooldown(data.resend_available_in);
    },
    meta: { silentError: true },
  });
}
