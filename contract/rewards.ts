import { z } from 'zod';
import { ZIdSchema } from './ids';
import { successEnvelope, ZCoinsSchema, ZPaginationSchema } from './common';
import { ZLedgerPageQuerySchema } from './coins';

/* Rewards bought with coins (docs/product.md §2 /rewards, §3 Reward and Redemption; docs/architecture.md §5). */

export const REWARDS_PAGE_SIZE = 50;

/**
 * Why a reward cannot be redeemed right now, most fundamental first: inactive (withdrawn by the
 * operator; never listed to users), not_started, expired, insufficient_coins.
 */
export const REWARD_UNAVAILABLE_REASONS = ['inactive', 'not_started', 'expired', 'insufficient_coins'] as const;
export const ZRewardUnavailableReasonSchema = z.enum(REWARD_UNAVAILABLE_REASONS);
export type TRewardUnavailableReason = z.infer<typeof ZRewardUnavailableReasonSchema>;

/** Title and description in the caller's language (docs/product.md §3). */
export const ZRewardSchema = z.object({
  id: ZIdSchema,
  title: z.string(),
  description: z.string(),
  /** Coins, two decimals: "50.00". */
  cost: ZCoinsSchema,
  valid_from: z.iso.datetime({ offset: true }).nullable(),
  valid_until: z.iso.datetime({ offset: true }).nullable(),
  can_redeem: z.boolean(),
  reason_unavailable: ZRewardUnavailableReasonSchema.nullable(),
});
export type TReward = z.infer<typeof ZRewardSchema>;

export const ZRewardListQuerySchema = ZLedgerPageQuerySchema.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(REWARDS_PAGE_SIZE),
});
export type TRewardListQuery = z.infer<typeof ZRewardListQuerySchema>;

/** GET /api/rewards: redeemable first (cheapest first), then upcoming, then expired; plus the caller's balance. */
export const ZRewardListResponseSchema = successEnvelope(z.object({ rewards: z.array(ZRewardSchema), balance: ZCoinsSchema, pagination: ZPaginationSchema }));
export type TRewardListResponse = z.infer<typeof ZRewardListResponseSchema>;

/** pending: waiting to be handed over; fulfilled: handed over; cancelled: withdrawn (coins refunded). */
export const REDEMPTION_STATUSES = ['pending', 'fulfilled', 'cancelled'] as const;
export const ZRedemptionStatusSchema = z.enum(REDEMPTION_STATUSES);
export type TRedemptionStatus = z.infer<typeof ZRedemptionStatusSchema>;

export const ZRedemptionSchema = z.object({
  id: ZIdSchema,
  /** Shown to staff to hand the reward over, e.g. "RW-7KQ2M9XD4P". */
  code: z.string(),
  reward: z.object({ id: ZIdSchema, title: z.string() }),
  /** Coins spent, two decimals. */
  cost: ZCoinsSchema,
  status: ZRedemptionStatusSchema,
  redeemed_at: z.iso.datetime({ offset: true }),
});
export type TRedemption = z.infer<typeof ZRedemptionSchema>;

/** POST /api/rewards/{id}/redeem → 201: the redemption and the balance after it. */
export const ZRedeemRewardResponseSchema = successEnvelope(z.object({ redemption: ZRedemptionSchema, balance: ZCoinsSchema }));
export type TRedeemRewardResponse = z.infer<typeof ZRedeemRewardResponseSchema>;

/** GET /api/user/redemptions: newest first. */
export const ZRedemptionListResponseSchema = successEnvelope(z.object({ redemptions: z.array(ZRedemptionSchema), pagination: ZPaginationSchema }));
export type TRedemptionListResponse = z.infer<typeof ZRedemptionListResponseSchema>;

export const REWARD_MESSAGES = {
  redeemed: 'Reward redeemed.',
  notFound: 'Reward not found.',
  unavailable: 'This reward cannot be redeemed right now.',
  insufficientCoins: 'You do not have enough coins for this reward.',
} as const;
