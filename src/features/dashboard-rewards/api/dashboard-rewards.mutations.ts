import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZAdminRedemptionResponseSchema,
  ZAdminRewardDeleteResponseSchema,
  ZAdminRewardResponseSchema,
  type TAdminReward,
  type TAdminRewardBody,
} from '../../../../contract/admin-people';
import { adminQueriesKey } from '../../../lib/admin-keys';
import { apiSend } from '../../../lib/api-client';
import { dashboardRewardKeys } from './dashboard-rewards.queries';

/** Puts the saved reward in the cache (its edit page opens at once) and marks every list stale. */
function rememberReward(queryClient: QueryClient, reward: TAdminReward) {
  queryClient.setQueryData(dashboardRewardKeys.detail(reward.id), reward);
  return queryClient.invalidateQueries({ queryKey: dashboardRewardKeys.lists() });
}

/** POST /api/admin/rewards. The form shows its own errors. */
export function useCreateRewardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'rewards', 'create'],
    mutationFn: async (body: TAdminRewardBody) => (await apiSend('POST', 'admin/rewards', ZAdminRewardResponseSchema, body)).data.reward,
    onSuccess: (reward) => rememberReward(queryClient, reward),
    meta: { silentError: true },
  });
}

/** PUT /api/admin/rewards/{id}: the form sends every field. */
export function useUpdateRewardMutation(rewardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'rewards', 'update', rewardId],
    mutationFn: async (body: TAdminRewardBody) => (await apiSend('PUT', `admin/rewards/${rewardId}`, ZAdminRewardResponseSchema, body)).data.reward,
    onSuccess: (reward) => rememberReward(queryClient, reward),
    meta: { silentError: true },
  });
}

/**
 * DELETE /api/admin/rewards/{id}: deleted when never redeemed; otherwise deactivated (`deleted: false`)
 * so its redemptions keep their reward. The caller leaves the edit page before a deleted reward's cache
 * is dropped (dropping it first would look it up again on screen).
 */
export function useDeleteRewardMutation(rewardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'rewards', 'delete', rewardId],
    mutationFn: async () => (await apiSend('DELETE', `admin/rewards/${rewardId}`, ZAdminRewardDeleteResponseSchema)).data,
    onSuccess: (result) => {
      if (result.reward) queryClient.setQueryData(dashboardRewardKeys.detail(rewardId), result.reward);
      return queryClient.invalidateQueries({ queryKey: dashboardRewardKeys.lists() });
    },
    meta: { silentError: true },
  });
}

/**
 * PATCH /api/admin/redemptions/{id}: pending → fulfilled, or cancelled with the coins back in the user's
 * ledger (once, however often it is asked). Counts, ledgers and balances moved: every admin query is stale.
 */
export function useRedemptionStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'redemptions', 'status'],
    mutationFn: async ({ id, status }: { id: number; status: 'fulfilled' | 'cancelled' }) =>
      (await apiSend('PATCH', `admin/redemptions/${id}`, ZAdminRedemptionResponseSchema, { status })).data.redemption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueriesKey() }),
    meta: { silentError: true },
  });
}
