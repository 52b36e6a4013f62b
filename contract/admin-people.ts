import { z } from 'zod';
import { inStorableYears, STORABLE_DATE_MESSAGE } from './constants';
import { safeString } from './text';
import { ZIdSchema } from './ids';
import { MAX_PAGE, successEnvelope, ZCoinsSchema, ZMoneySchema, ZPaginationSchema } from './common';
import { ZUserSchema, ZUserStatsSchema } from './users';
import { ZBookingSchema, ZInvoiceListItemSchema, ZInvoiceStatusSchema } from './bookings';
import { ZCoinTransactionSchema } from './coins';
import { ZRedemptionSchema, ZRedemptionStatusSchema } from './rewards';
import { ZAdminBookingSchema } from './admin-catalogue';

/*
 * The administrator's people-and-money calls (docs/product.md §7, docs/architecture.md §5): users and
 * their roles, rewards and redemptions, cancellations and refunds, reports. Role 1 only (the admin scope).
 */

/** A date-time with its offset, in the years both databases store (contract/constants.ts). */
const ZDateTimeSchema = z.iso.datetime({ offset: true }).refine(inStorableYears, STORABLE_DATE_MESSAGE);
const ZDateSchema = z.iso.date().refine(inStorableYears, STORABLE_DATE_MESSAGE);
const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

// ——— Users ———

export const ZAdminUserListQuerySchema = ZPageQuery.extend({
  /** Name, email or phone. */
  search: z.string().trim().max(200).optional(),
  role_id: z.coerce.number().int().min(1).max(3).optional(),
});
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuerySchema>;

/** A user as the dashboard lists it; `role_id` is any number so a screen can say "Unknown role". */
export const ZAdminUserSchema = z.object({
  ...ZUserSchema.shape,
  role_id: z.number().int(),
  bookings_count: z.number().int().min(0),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZAdminUserListResponseSchema = successEnvelope(z.object({ users: z.array(ZAdminUserSchema), pagination: ZPaginationSchema }));
/** `GET admin/users/{id}`: the user and the stats the user sees on their own profile. */
export const ZAdminUserDetailResponseSchema = successEnvelope(z.object({ user: ZAdminUserSchema, stats: ZUserStatsSchema }));

/** The tabs of `/dashboard/users/{id}` read the same shapes the user reads about themself. */
export const ZAdminUserPageQuerySchema = ZPageQuery;
export const ZAdminUserBookingsResponseSchema = successEnvelope(z.object({ bookings: z.array(ZBookingSchema), pagination: ZPaginationSchema }));
export const ZAdminUserInvoicesResponseSchema = successEnvelope(z.object({ invoices: z.array(ZInvoiceListItemSchema), pagination: ZPaginationSchema }));
export const ZAdminUserTransactionsResponseSchema = successEnvelope(
  z.object({ transactions: z.array(ZCoinTransactionSchema), balance: ZCoinsSchema, pagination: ZPaginationSchema }),
);
export const ZAdminUserRedemptionsResponseSchema = successEnvelope(z.object({ redemptions: z.array(ZRedemptionSchema), pagination: ZPaginationSchema }));

/**
 * `PATCH admin/users/{id}/role`: takes effect at once, on the user's existing sessions too. An admin cannot
 * change their own role (409 users.own_role) or demote the last admin (409 users.last_admin).
 */
export const ZAdminUserRoleBodySchema = z.object({ role_id: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).strict();
export const ZAdminUserResponseSchema = successEnvelope(z.object({ user: ZAdminUserSchema }));

// ——— Rewards and redemptions ———

/** Coins as typed: "5", "5.5", "5.00" (at most 2 decimals). */
const ZCoinsInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter coins with at most two decimals');

export const ZAdminRewardSchema = z.object({
  id: ZIdSchema,
  title: z.string(),
  title_ar: z.string(),
  description: z.string(),
  description_ar: z.string(),
  cost: ZCoinsSchema,
  valid_from: ZDateTimeSchema.nullable(),
  valid_until: ZDateTimeSchema.nullable(),
  active: z.boolean(),
  redemptions_count: z.number().int().min(0),
  pending_count: z.number().int().min(0),
  created_at: ZDateTimeSchema,
  updated_at: ZDateTimeSchema,
});
export type TAdminReward = z.infer<typeof ZAdminRewardSchema>;

export const ZAdminRewardListQuerySchema = ZPageQuery.extend({ search: z.string().trim().max(200).optional() });
export const ZAdminRewardListResponseSchema = successEnvelope(z.object({ rewards: z.array(ZAdminRewardSchema), pagination: ZPaginationSchema }));
export const ZAdminRewardResponseSchema = successEnvelope(z.object({ reward: ZAdminRewardSchema }));

/** `POST admin/rewards`, `PUT admin/rewards/{id}` (PUT: fields left out keep their value). */
export const ZAdminRewardBodySchema = z
  .object({
    title: safeString().trim().min(1, 'Title is required').max(120),
    title_ar: safeString().trim().max(120).optional(),
    description: safeString().trim().max(2000).optional(),
    description_ar: safeString().trim().max(2000).optional(),
    cost: ZCoinsInputSchema,
    valid_from: ZDateTimeSchema.nullable().optional(),
    valid_until: ZDateTimeSchema.nullable().optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type TAdminRewardBody = z.infer<typeof ZAdminRewardBodySchema>;
export const ZAdminRewardUpdateBodySchema = ZAdminRewardBodySchema.partial().strict();

/** `DELETE admin/rewards/{id}`: deleted when never redeemed; otherwise deactivated (`deleted: false`). */
export const ZAdminRewardDeleteResponseSchema = successEnvelope(z.object({ id: ZIdSchema, deleted: z.boolean(), reward: ZAdminRewardSchema.nullable() }));

export const ZAdminRedemptionSchema = z.object({
  id: ZIdSchema,
  code: z.string(),
  status: ZRedemptionStatusSchema,
  cost: ZCoinsSchema,
  user: z.object({ id: ZIdSchema, name: z.string(), email: z.string() }),
  reward: z.object({ id: ZIdSchema, title: z.string(), title_ar: z.string() }),
  created_at: ZDateTimeSchema,
  /** `created_at` under the member's name (contract/rewards.ts `redeemed_at`): one cell reads both lists. */
  redeemed_at: ZDateTimeSchema,
  updated_at: ZDateTimeSchema,
});
export type TAdminRedemption = z.infer<typeof ZAdminRedemptionSchema>;
export const ZAdminRedemptionListQuerySchema = ZPageQuery.extend({ status: ZRedemptionStatusSchema.optional() });
export const ZAdminRedemptionListResponseSchema = successEnvelope(z.object({ redemptions: z.array(ZAdminRedemptionSchema), pagination: ZPaginationSchema }));

/**
 * `PATCH admin/redemptions/{id}`: pending → fulfilled or cancelled. Cancelling gives the coins back in the
 * ledger once; asking for the status it already has changes nothing and answers the same; any other move
 * is 409 redemptions.not_pending.
 */
export const ZAdminRedemptionStatusBodySchema = z.object({ status: z.enum(['fulfilled', 'cancelled']) }).strict();
export const ZAdminRedemptionResponseSchema = successEnvelope(z.object({ redemption: ZAdminRedemptionSchema }));

// ——— Cancellations and refunds ———

/** `POST admin/bookings/{id}/cancel`, `POST admin/invoices/{id}/cancel`. */
export const ZAdminCancelBodySchema = z.object({ reason: safeString().trim().min(1, 'Please give a reason').max(500) }).strict();

/**
 * What a cancellation did. A second call answers the same and changes nothing. `coins_reversed`: purchase
 * coins taken back; `coins_unrecovered`: what the balance could not cover (the balance never goes below 0).
 */
export const ZAdminCancellationSchema = z.object({
  bookings: z.array(ZAdminBookingSchema),
  invoice: z.object({ id: ZIdSchema, number: z.string(), status: ZInvoiceStatusSchema, refunded: ZMoneySchema }),
  coins_reversed: ZCoinsSchema,
  coins_unrecovered: ZCoinsSchema,
  reason: z.string(),
  cancelled_at: ZDateTimeSchema,
});
export type TAdminCancellation = z.infer<typeof ZAdminCancellationSchema>;
export const ZAdminCancellationResponseSchema = successEnvelope(ZAdminCancellationSchema);

// ——— Reports ———

/** Muscat calendar days; both optional: the last 30 days. */
export const ZAdminReportQuerySchema = z.object({
  from: ZDateSchema.optional(),
  to: ZDateSchema.optional(),
});
export type TAdminReportQuery = z.infer<typeof ZAdminReportQuerySchema>;

export const ZAdminReportSchema = z.object({
  from: ZDateSchema,
  to: ZDateSchema,
  /** All-time counts (docs/product.md §2 reports): users, events, bookings (active). */
  users: z.number().int().min(0),
  events: z.number().int().min(0),
  bookings: z.number().int().min(0),
  /** Paid invoice totals (with VAT) less refunds, in the range. */
  earnings: ZMoneySchema,
  /** What promo codes took off the invoices paid in the range (docs/product.md §10 Promo codes); earnings are net of it. */
  discounts: ZMoneySchema,
  sales_per_day: z.array(z.object({ date: z.iso.date(), bookings: z.number().int().min(0), earnings: ZMoneySchema, discounts: ZMoneySchema })),
  top_events: z.array(z.object({ event_id: ZIdSchema, name: z.string(), name_ar: z.string(), revenue: ZMoneySchema, bookings: z.number().int().min(0) })),
  check_ins: z.array(
    z.object({ event_id: ZIdSchema, name: z.string(), name_ar: z.string(), checked_in: z.number().int().min(0), sold: z.number().int().min(0) }),
  ),
  coins: z.object({ issued: ZCoinsSchema, spent: ZCoinsSchema }),
  /** Checkouts holding seats now, not yet paid: shown apart, never counted in earnings (docs/architecture.md §11). */
  pending_holds: z.object({ orders: z.number().int().min(0), seats: z.number().int().min(0), amount: ZMoneySchema }),
});
export type TAdminReport = z.infer<typeof ZAdminReportSchema>;
export const ZAdminReportResponseSchema = successEnvelope(ZAdminReportSchema);
