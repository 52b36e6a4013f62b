import * as z from 'zod/mini';
import type { TRedemptionStatus } from '../../../contract/rewards';

/*
 * Search params of /dashboard/rewards and /dashboard/rewards/{id}/edit (conventions "State": filters,
 * page and tab live in the URL). A bad value falls back to the default instead of failing the route.
 */

/**
 * The statuses of contract/rewards.ts, spelled out: route search schemas load with the app's first page,
 * and importing the contract's value would bring the rewards schemas along. The type keeps the lists equal.
 */
export const REDEMPTION_STATUS_FILTERS = ['pending', 'fulfilled', 'cancelled'] as const satisfies readonly TRedemptionStatus[];
type TAssertNone<T extends never> = T;
/** Fails to compile when the contract gains a status this list lacks. */
export type TUnlistedRedemptionStatus = TAssertNone<Exclude<TRedemptionStatus, (typeof REDEMPTION_STATUS_FILTERS)[number]>>;

const ZPageParam = z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))), undefined);

/** /dashboard/rewards?search=&page= */
export const ZDashboardRewardsSearchSchema = z.object({
  search: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
  page: ZPageParam,
});
export type TDashboardRewardsSearch = z.infer<typeof ZDashboardRewardsSearchSchema>;

/** The sections of /dashboard/rewards/{id}/edit: the form, and the reward's redemptions to hand over. */
export const REWARD_EDIT_TABS = ['details', 'redemptions'] as const;
export type TRewardEditTab = (typeof REWARD_EDIT_TABS)[number];
export const DEFAULT_REWARD_EDIT_TAB: TRewardEditTab = 'details';

/** /dashboard/rewards/{id}/edit?tab=redemptions&status=pending&page=2: status and page belong to the redemptions. */
export const ZRewardEditSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(REWARD_EDIT_TABS)), undefined),
  status: z.catch(z.optional(z.enum(REDEMPTION_STATUS_FILTERS)), undefined),
  page: ZPageParam,
});
export type TRewardEditSearch = z.infer<typeof ZRewardEditSearchSchema>;
