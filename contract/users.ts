import * as z from 'zod/mini';
import { safeText } from './safe-text';
import { ZIdSchema } from './ids';
import { successEnvelope, ZCoinsSchema, ZLocaleSchema, ZMoneySchema, ZRoleIdSchema } from './common';

/** Shared field rules: the register form, the profile form and the server read the same messages. */
export const USER_MESSAGES = {
  nameRequired: 'Name is required.',
  emailInvalid: 'Invalid email address.',
  emailTaken: 'This email is already registered.',
  emailChangeNeedsConfirmation: 'To change your email, use the change email form with your current password.',
} as const;

export const ZUserNameSchema = safeText(
  { error: USER_MESSAGES.nameRequired },
  z.trim(),
  z.minLength(1, USER_MESSAGES.nameRequired),
  z.maxLength(100, 'Name must be at most 100 characters.'),
);

/** Emails are compared case-insensitively and stored trimmed and lower-cased. */
export const ZUserEmailSchema = z.pipe(
  z.pipe(
    z.string({ error: USER_MESSAGES.emailInvalid }).check(z.trim(), z.maxLength(254, USER_MESSAGES.emailInvalid)),
    z.email({ error: USER_MESSAGES.emailInvalid }),
  ),
  z.transform((email: string) => email.toLowerCase()),
);

/** The user as the API shows it: an explicit whitelist (never the password hash). */
export const ZUserSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  email: z.string(),
  /** E.164, e.g. "+96891234567"; null until the user adds a phone. */
  phone: z.nullable(z.string()),
  country_code: z.string(),
  role_id: ZRoleIdSchema,
  /** Two decimals, e.g. "12.50". */
  coins: ZCoinsSchema,
  phone_verified_at: z.nullable(z.iso.datetime({ offset: true })),
  email_verified_at: z.nullable(z.iso.datetime({ offset: true })),
  locale: ZLocaleSchema,
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type TUser = z.infer<typeof ZUserSchema>;

/** GET /api/user: the user plus the phone flags the client's auth state keeps (docs/product.md §3). */
export const ZCurrentUserResponseSchema = successEnvelope(
  z.object({ user: ZUserSchema, requires_phone: z.boolean(), requires_phone_verification: z.boolean() }),
);
export type TCurrentUserResponse = z.infer<typeof ZCurrentUserResponseSchema>;

/**
 * PATCH /api/user: only these fields; anything else (role_id, coins, phone_verified_at…) is dropped. `email` is
 * accepted only when it is the current one: a new address goes through POST /api/auth/email (confirmed by a link).
 */
export const ZUpdateProfileRequestSchema = z.object({
  name: z.optional(ZUserNameSchema),
  email: z.optional(ZUserEmailSchema),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequestSchema>;

export const ZUserResponseSchema = successEnvelope(z.object({ user: ZUserSchema }));
export type TUserResponse = z.infer<typeof ZUserResponseSchema>;

/** GET /api/user/stats. */
export const ZUserStatsSchema = z.object({
  /** Coin balance, two decimals. */
  coins: ZCoinsSchema,
  /** Bookings ever made, cancelled ones excluded. */
  total_bookings: z.int().check(z.minimum(0)),
  /** Bookings that can still be used: active, uses left, not past their validity. */
  active_bookings: z.int().check(z.minimum(0)),
  /** OMR paid on paid invoices, three decimals. */
  total_spent: ZMoneySchema,
});
export type TUserStats = z.infer<typeof ZUserStatsSchema>;

export const ZUserStatsResponseSchema = successEnvelope(ZUserStatsSchema);
export type TUserStatsResponse = z.infer<typeof ZUserStatsResponseSchema>;
