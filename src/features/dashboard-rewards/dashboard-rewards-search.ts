import type { TRedemptionStatus } from '../../../contract/rewards';
import { oneOf, pageParam, searchSchema, textParam, type TSearchOf } from '../../lib/search-params';

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

/** /dashboard/rewards?search=&page= */
export const dashboardRewardsSearchSchema = searchSchema({
  search: textParam(200, { trim: true }),
  page: pageParam,
});
export type TDashboardRewardsSearch = TSearchOf<typeof dashboardRewardsSearchSchema.shape>;

/** The sections of /dashboard/rewards/{id}/edit: the form, and the reward's redemptions to hand over. */
export const REWARD_EDIT_TABS = ['details', 'redemptions'] as const;
export type TRewardEditTab = (typeof REWARD_EDIT_TABS)[number];
export const DEFAULT_REWARD_EDIT_TAB: TRewardEditTab = 'details';

/** /dashboard/rewards/{id}/edit?tab=redemptions&status=pending&page=2: status and page belong to the redemptions. */
export const rewardEditSearchSchema = searchSchema({
  tab: oneOf(REWARD_EDIT_TABS),
  status: oneOf(REDEMPTION_STATUS_FILTERS),
  page: pageParam,
});
export type TRewardEditSearch = TSearchOf<typeof rewardEditSearchSchema.shape>;
