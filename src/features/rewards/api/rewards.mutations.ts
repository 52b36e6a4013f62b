import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRedeemRewardResponseSchema, type TRedeemRewardResponse, type TRewardListResponse } from '../../../../contract/rewards';
import { apiSend } from '../../../lib/api-client';
import { userKeys, type TSession } from '../../../lib/session';
import { rewardKeys } from './rewards.queries';

export type TRedeemResult = TRedeemRewardResponse['data'];

/**
 * POST /api/rewards/{id}/redeem: the server spends the coins atomically and answers with the new
 * balance, which shows at once (rewards list, navbar); then everything of the user is refetched.
 */
export function useRedeemRewardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rewards', 'redeem'],
    mutationFn: async (rewardId: number): Promise<TRedeemResult> => (await apiSend('POST', `rewards/${rewardId}/redeem`, ZRedeemRewardResponseSchema)).data,
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
