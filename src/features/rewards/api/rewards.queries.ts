import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LEDGER_PAGE_SIZE, ZCoinTransactionListResponseSchema } from '../../../../contract/coins';
import { ZRedemptionListResponseSchema, ZRewardListResponseSchema } from '../../../../contract/rewards';
import { apiGet } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/pagination';
import { shouldRetry } from '../../../lib/query-client';
import { userKeys } from '../../../lib/session';
import { deviceOnline } from '../../../lib/device-online';

/** Under `userKeys.all`: signing out drops the balance and ledgers with the rest of the user's data. */
export const rewardKeys = {
  all: () => [...userKeys.all, 'rewards'] as const,
  list: () => [...rewardKeys.all(), 'list'] as const,
  transactions: () => [...rewardKeys.all(), 'transactions'] as const,
  redemptions: () => [...rewardKeys.all(), 'redemptions'] as const,
};

/** Offline a retry cannot help: the screen says so at once instead of after the back-off. */
function retryWhileOnline(failureCount: number, error: Error): boolean {
  return deviceOnline() && shouldRetry(failureCount, error);
}

/** The server's largest page: every reward on one screen. */
const REWARDS_PER_PAGE = 100;

/** GET /api/rewards: the rewards with `can_redeem` and the reason when not, plus the balance. */
export function rewardsQueryOptions() {
  return queryOptions({
    queryKey: rewardKeys.list(),
    queryFn: async ({ signal }) => (await apiGet('rewards', ZRewardListResponseSchema, { per_page: REWARDS_PER_PAGE }, { signal })).data,
    retry: retryWhileOnline,
  });
}

/** GET /api/user/transactions, newest first, page by page (the coins history). */
export function transactionsInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: rewardKeys.transactions(),
    queryFn: async ({ pageParam, signal }) =>
      (await apiGet('user/transactions', ZCoinTransactionListResponseSchema, { page: pageParam, per_page: LEDGER_PAGE_SIZE }, { signal })).data,
    initialPageParam: 1,
    retry: retryWhileOnline,
    getNextPageParam: nextPageParam,
  });
}

/** GET /api/user/redemptions, newest first, page by page. */
export function redemptionsInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: rewardKeys.redemptions(),
    queryFn: async ({ pageParam, signal }) =>
      (await apiGet('user/redemptions', ZRedemptionListResponseSchema, { page: pageParam, per_page: LEDGER_PAGE_SIZE }, { signal })).data,
    initialPageParam: 1,
    retry: retryWhileOnline,
    getNextPageParam: nextPageParam,
  });
}
