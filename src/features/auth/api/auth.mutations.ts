import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAuthResponseSchema,
  ZConfirmEmailResponseSchema,
  ZMessageResponseSchema,
  ZResendOtpResponseSchema,
  ZUpdatePhoneResponseSchema,
  ZVerifyPhoneResponseSchema,
  type TAuthData,
  type TForgotPasswordRequest,
  type TLoginRequest,
  type TRegisterRequest,
  type TResetPasswordRequest,
  type TUpdatePhoneRequest,
  type TVerifyPhoneRequest,
} from '../../../../contract/auth';
import { apiSend } from '../../../lib/api-client';
import { clearSession, startSession, updateSession, userKeys, type TSession } from '../../../lib/session';
import { startResendCooldown } from '../otp-resend-clock';

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

/** POST /api/auth/login: `login` is an email or a mobile number. */
async function login(body: TLoginRequest): Promise<TAuthData> {
  return (await apiSend('POST', 'auth/login', ZAuthResponseSchema, body)).data;
}

export function useLoginMutation() {
  return useSignInMutation('login', login);
}

/** POST /api/auth/register: 201, and the new account is signed in at once. */
async function register(body: TRegisterRequest): Promise<TAuthData> {
  return (await apiSend('POST', 'auth/register', ZAuthResponseSchema, body)).data;
}

export function useRegisterMutation() {
  return useSignInMutation('register', register);
}

/** POST /api/auth/forgot-password: the same answer whether or not the email has an account. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: async (body: TForgotPasswordRequest) => (await apiSend('POST', 'auth/forgot-password', ZMessageResponseSchema, body)).data,
    meta: { silentError: true },
  });
}

/** POST /api/auth/reset-password with the token and email of the mailed link. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: async (body: TResetPasswordRequest) => (await apiSend('POST', 'auth/reset-password', ZMessageResponseSchema, body)).data,
    meta: { silentError: true },
  });
}

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

/** POST /api/auth/phone/resend-otp (no body): a new code, then a wait before the next one. */
export function useResendOtpMutation() {
  return useMutation({
    mutationKey: ['auth', 'phone-resend'],
    mutationFn: async () => (await apiSend('POST', 'auth/phone/resend-otp', ZResendOtpResponseSchema)).data,
    onSuccess: (data) => startResendCooldown(data.resend_available_in),
    meta: { silentError: true },
  });
}

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
