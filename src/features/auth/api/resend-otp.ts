import { useMutation } from '@tanstack/react-query';
import { ZResendOtpResponseSchema } from '../../../../contract/auth';
import { apiSend } from '../../../lib/api-client';
import { startResendCooldown } from '../otp-resend-clock';

/** POST /api/auth/phone/resend-otp (no body): a new code, then a wait before the next one. */
export function useResendOtpMutation() {
  return useMutation({
    mutationKey: ['auth', 'phone-resend'],
    mutationFn: async () => (await apiSend('POST', 'auth/phone/resend-otp', ZResendOtpResponseSchema)).data,
    onSuccess: (data) => startResendCooldown(data.resend_available_in),
    meta: { silentError: true },
  });
}
