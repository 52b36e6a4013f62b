import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { LEDGER_PAGE_SIZE, ZCoinTransactionListResponseSchema } from '../../../../contract/coins';
import {
  ZRedeemRewardResponseSchema,
  ZRedemptionListResponseSchema,
  ZRewardListResponseSchema,
  type TRedeemRewardResponse,
  type TRewardListResponse,
} from '../../../../contract/rewards';
import { apiGet, apiSend } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/pagination';
import { shouldRetry } from '../../../lib/query-client';
import { userKeys, type TSession } from '../../../lib/session';
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

export type TRedeemResult = TRedeemRewardResponse['data'];

/**
 * POST /api/rewards/{id}/redeem: the server spends the coins atomically and answers with the new
 * balance, which shows at once (rewards list, navbar); then everything of the user is refetched.
 */
export function useRedeemRewardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rewards', 'redeem'],
    mutationFn: async (rewardId: number): Promise<TRedeemResult> =>
      (await apiSend('POST', `rewards/${rewardId}/redeem`, ZRedeemRewardResponseSchema)).data,
    onSuccess: ({ balance }) => {
      queryClient.setQueryData<TRewardListResponse['data']>(rewardKeys.list(), (old) => (old ? { ...old, balance } : old));
      queryClient.setQueryData<TSession>(userKeys.current(), (old) => (old ? { ...old, user: { ...old.user, coins: balance } } : old));
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    // A refusal (too few coins, no longer valid) means the list on screen is out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: rewardKeys.list() }),
    // The confirmation dialog shows the failure itself.
    meta: { silentError: true },
  });
}
