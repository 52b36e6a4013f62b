import { z } from 'zod';
import { successEnvelope, ZErrorEnvelopeSchema, ZLocaleSchema } from './common';
import { USER_MESSAGES, ZUserEmailSchema, ZUserNameSchema, ZUserSchema } from './users';

/*
 * Accounts: register, login, password, recovery and phone verification (docs/product.md §2, §5, §7; docs/architecture.md §5).
 * Field messages are exported so the web forms show exactly what the server answers.
 */

export const MIN_PASSWORD_LENGTH = 6;
export const OTP_LENGTH = 6;
/** Seconds between two OTP sends to the same user. */
export const OTP_RESEND_SECONDS = 60;
export const DEFAULT_COUNTRY_CODE = '+968';

export const AUTH_MESSAGES = {
  ...USER_MESSAGES,
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordTooLong: 'Password must be at most 200 characters.',
  passwordsDoNotMatch: 'Passwords do not match!',
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'The current password is incorrect.',
  mobileInvalid: 'Invalid mobile number.',
  mobileTaken: 'This mobile number is already registered.',
  countryCodeRequired: 'Country code is required.',
  countryCodeInvalid: 'Invalid country code.',
  agreeTermsRequired: 'You must agree to the terms of use and privacy policy.',
  loginRequired: 'Please enter your email or mobile number.',
  invalidCredentials: 'These credentials do not match our records.',
  phoneInvalid: 'Please enter a valid phone number.',
  phoneTaken: 'This phone number is already in use.',
  phoneVerifiedElsewhere: 'This phone number was verified by another account.',
  otpFormat: `Please enter a valid ${OTP_LENGTH}-digit code.`,
  otpInvalid: 'Verification failed',
  otpIncorrect: 'The verification code is incorrect.',
  otpExpired: 'This code has expired. Please request a new one.',
  otpLocked: 'Too many incorrect attempts. Please request a new code.',
  resetLinkSent: 'If an account exists for this email, a reset link has been sent.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. You can now log in.',
  passwordUpdated: 'Password updated successfully!',
  loggedOut: 'You have been logged out.',
  otpSent: 'A verification code has been sent to your phone.',
  emailSameAsCurrent: 'This is already your email.',
  emailChangeSent: 'We sent a confirmation link to your new email. Your email changes when you open it.',
  emailChanged: 'Your email has been changed.',
  emailChangeInvalid: 'This e-mail confirmation link is invalid or has expired.',
  emailTakenMeanwhile: 'This email is already registered.',
} as const;

/** "+968", "968" or "00968" → "+968"; null when it is not a country calling code. */
export function normalizeCountryCode(raw: string): string | null {
  const digits = raw.trim().replace(/^(\+|00)/, '');
  return /^[1-9]\d{0,3}$/.test(digits) ? `+${digits}` : null;
}

/**
 * The national number of a mobile in a country, or null when it is not a valid mobile there.
 * Oman (+968): 8 digits starting with 7 or 9; elsewhere 6–14 digits. Spaces, dashes, brackets and a
 * repeated country code ("+968 9123 4567") are tolerated because people paste numbers that way.
 */
export function nationalMobileNumber(countryCode: string, raw: string): string | null {
  const cc = countryCode.slice(1);
  let value = raw.trim().replace(/[\s\-().]/g, '');
  if (value.startsWith('+')) {
    if (!value.startsWith(`+${cc}`)) return null;
    value = value.slice(1 + cc.length);
  } else if (value.startsWith(`00${cc}`)) {
    value = value.slice(2 + cc.length);
  }
  if (!/^\d+$/.test(value)) return null;
  if (countryCode === DEFAULT_COUNTRY_CODE) {
    if (/^968[79]\d{7}$/.test(value)) value = value.slice(3);
    return /^[79]\d{7}$/.test(value) ? value : null;
  }
  return /^\d{6,14}$/.test(value) ? value : null;
}

export const ZPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(200, AUTH_MESSAGES.passwordTooLong);

export const ZCountryCodeSchema = z
  .string({ error: AUTH_MESSAGES.countryCodeRequired })
  .trim()
  .min(1, AUTH_MESSAGES.countryCodeRequired)
  .transform((raw, ctx) => {
    const code = normalizeCountryCode(raw);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.countryCodeInvalid });
      return z.NEVER;
    }
    return code;
  });

/** Reads fields of a partly valid object inside `when`, where zod hands over unknown input. */
function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : undefined;
}

/** POST /api/auth/register. Unknown fields (role_id, coins, phone_verified_at…) are dropped. */
export const ZRegisterRequestSchema = z
  .object({
    name: ZUserNameSchema,
    email: ZUserEmailSchema,
    password: ZPasswordSchema,
    country_code: ZCountryCodeSchema,
    /** Optional national number; the server stores it as E.164. */
    mobile: z.string({ error: AUTH_MESSAGES.mobileInvalid }).trim().max(30, AUTH_MESSAGES.mobileInvalid).nullish(),
    agree_terms: z.literal(true, { error: AUTH_MESSAGES.agreeTermsRequired }),
    locale: z.optional(ZLocaleSchema),
  })
  .superRefine(
    (value, ctx) => {
      if (value.mobile && nationalMobileNumber(value.country_code, value.mobile) === null) {
        ctx.addIssue({ code: 'custom', path: ['mobile'], message: AUTH_MESSAGES.mobileInvalid });
      }
    },
    // Checked even when other fields fail, so the form shows every problem at once.
    {
      when: (payload) => normalizeCountryCode(stringField(payload.value, 'country_code') ?? '') !== null && stringField(payload.value, 'mobile') !== undefined,
    },
  );
export type TRegisterRequest = z.input<typeof ZRegisterRequestSchema>;

/** POST /api/auth/login: `login` is an email or a mobile number (with or without country code; Oman by default). */
export const ZLoginRequestSchema = z.object({
  login: z
    .string({ error: AUTH_MESSAGES.loginRequired })
    .trim()
    .min(1, AUTH_MESSAGES.loginRequired)
    .max(254, AUTH_MESSAGES.loginRequired)
    .superRefine((login, ctx) => {
      if (login === '') return;
      if (login.includes('@')) {
        if (!z.email().safeParse(login).success) ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.emailInvalid });
      } else if (!/^\+?[\d\s\-().]{6,24}$/.test(login)) {
        ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.mobileInvalid });
      }
    }),
  password: ZPasswordSchema,
});
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;

/** What login and register answer (docs/product.md §3: the client's auth state). */
export const ZAuthDataSchema = z.object({
  user: ZUserSchema,
  /** Opaque bearer token; send as `Authorization: Bearer <token>`. Valid 30 days unless revoked. */
  token: z.string(),
  /** The user has no phone yet: the client offers /update-phone. */
  requires_phone: z.boolean(),
  /** The user has a phone that is not verified yet: the client sends them to /verify-phone. */
  requires_phone_verification: z.boolean(),
});
export type TAuthData = z.infer<typeof ZAuthDataSchema>;
export const ZAuthResponseSchema = successEnvelope(ZAuthDataSchema);
export type TAuthResponse = z.infer<typeof ZAuthResponseSchema>;

/** Answers that only carry a human message (logout, password change, forgot and reset password). */
export const ZMessageResponseSchema = successEnvelope(z.object({ message: z.string() }));
export type TMessageResponse = z.infer<typeof ZMessageResponseSchema>;

/** Adds the "Passwords do not match!" check to a schema with password and password_confirmation. */
export function confirmed<T extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: T): T {
  return schema.superRefine(
    (value, ctx) => {
      if (value.password !== value.password_confirmation) {
        ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: AUTH_MESSAGES.passwordsDoNotMatch });
      }
    },
    { when: (payload) => stringField(payload.value, 'password') !== undefined && stringField(payload.value, 'password_confirmation') !== undefined },
  );
}

const ZPasswordConfirmationSchema = z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch });

/** PATCH /api/auth/password. Success revokes the user's other tokens and keeps the current one. */
export const ZChangePasswordRequestSchema = confirmed(
  z.object({
    current_password: z.string({ error: AUTH_MESSAGES.currentPasswordRequired }).min(1, AUTH_MESSAGES.currentPasswordRequired).max(200),
    password: ZPasswordSchema,
    password_confirmation: ZPasswordConfirmationSchema,
  }),
);
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequestSchema>;

/** POST /api/auth/forgot-password. Answers the same whether or not the email has an account. */
export const ZForgotPasswordRequestSchema = z.object({ email: ZUserEmailSchema });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequestSchema>;

/** POST /api/auth/reset-password with the token and email of the mailed link `/reset-password/{token}?email=…`. */
export const ZResetPasswordRequestSchema = confirmed(
  z.object({
    token: z.string({ error: AUTH_MESSAGES.resetTokenInvalid }).trim().min(1, AUTH_MESSAGES.resetTokenInvalid).max(200, AUTH_MESSAGES.resetTokenInvalid),
    email: ZUserEmailSchema,
    password: ZPasswordSchema,
    password_confirmation: ZPasswordConfirmationSchema,
  }),
);
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequestSchema>;

/** PATCH /api/auth/phone. `country_code` defaults to the user's. */
export const ZUpdatePhoneRequestSchema = z.object({
  phone_number: z.string({ error: AUTH_MESSAGES.phoneInvalid }).trim().min(1, AUTH_MESSAGES.phoneInvalid).max(30, AUTH_MESSAGES.phoneInvalid),
  country_code: ZCountryCodeSchema.optional(),
});
export type TUpdatePhoneRequest = z.input<typeof ZUpdatePhoneRequestSchema>;

export const ZUpdatePhoneResponseSchema = successEnvelope(
  z.object({
    user: ZUserSchema,
    /** False only when the number was already this user's verified phone (nothing sent). */
    requires_phone_verification: z.boolean(),
    /** Seconds until POST auth/phone/resend-otp is allowed (0 when nothing was sent). */
    resend_available_in: z.number().int().min(0),
  }),
);
export type TUpdatePhoneResponse = z.infer<typeof ZUpdatePhoneResponseSchema>;

/** POST /api/auth/phone/verify. */
export const ZVerifyPhoneRequestSchema = z.object({
  otp: z
    .string({ error: AUTH_MESSAGES.otpFormat })
    .trim()
    .regex(/^\d{6}$/, AUTH_MESSAGES.otpFormat),
});
export type TVerifyPhoneRequest = z.input<typeof ZVerifyPhoneRequestSchema>;

export const ZVerifyPhoneResponseSchema = successEnvelope(z.object({ user: ZUserSchema, requires_phone_verification: z.literal(false) }));
export type TVerifyPhoneResponse = z.infer<typeof ZVerifyPhoneResponseSchema>;

/** POST /api/auth/phone/resend-otp. */
export const ZResendOtpResponseSchema = successEnvelope(z.object({ resend_available_in: z.number().int().min(0) }));
export type TResendOtpResponse = z.infer<typeof ZResendOtpResponseSchema>;

/** 429 auth.otp_resend_too_soon: the error envelope plus the seconds to wait (also in Retry-After). */
export const ZOtpResendTooSoonSchema = z.object({
  ...ZErrorEnvelopeSchema.shape,
  code: z.literal('auth.otp_resend_too_soon'),
  retry_after: z.number().int().min(1),
});
export type TOtpResendTooSoon = z.infer<typeof ZOtpResendTooSoonSchema>;

/** Minutes an e-mail change link stays valid. */
export const EMAIL_CHANGE_TTL_MINUTES = 24 * 60;

/**
 * POST /api/auth/email: asks to change the account's email. Needs the current password; mails a single-use
 * link to the new address and a notice to the old one. The email stays the old one until the link is opened.
 */
export const ZChangeEmailRequestSchema = z.object({
  email: ZUserEmailSchema,
  current_password: z.string({ error: AUTH_MESSAGES.currentPasswordRequired }).min(1, AUTH_MESSAGES.currentPasswordRequired).max(200),
});
export type TChangeEmailRequest = z.input<typeof ZChangeEmailRequestSchema>;

/** GET and POST /api/auth/email: the pending change, or nulls when there is none. */
export const ZPendingEmailChangeSchema = z.object({
  pending_email: z.string().nullable(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TPendingEmailChange = z.infer<typeof ZPendingEmailChangeSchema>;
export const ZPendingEmailChangeResponseSchema = successEnvelope(ZPendingEmailChangeSchema);
export type TPendingEmailChangeResponse = z.infer<typeof ZPendingEmailChangeResponseSchema>;

/** POST /api/auth/email/confirm with the token of the mailed link `/confirm-email/{token}`; no sign-in needed. */
export const ZConfirmEmailRequestSchema = z.object({
  token: z.string({ error: AUTH_MESSAGES.emailChangeInvalid }).trim().min(1, AUTH_MESSAGES.emailChangeInvalid).max(200, AUTH_MESSAGES.emailChangeInvalid),
});
export type TConfirmEmailRequest = z.input<typeof ZConfirmEmailRequestSchema>;

export const ZConfirmEmailResponseSchema = successEnvelope(z.object({ message: z.string(), email: z.string() }));
export type TConfirmEmailResponse = z.infer<typeof ZConfirmEmailResponseSchema>;
