import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../../contract/admin-catalogue';
import { ZAdminRedemptionListResponseSchema, ZAdminRewardListResponseSchema, type TAdminReward } from '../../../../contract/admin-people';
import type { TRedemptionStatus } from '../../../../contract/rewards';
import { adminQueriesKey } from '../../../lib/admin-keys';
import { apiGet } from '../../../lib/api-client';

export type TRewardListFilters = { page: number; search?: string | undefined };
export type TRedemptionListFilters = { page: number; status?: TRedemptionStatus | undefined };

/**
 * The rewards the admin manages live under the admin root (lib/admin-keys.ts): a redemption cancelled
 * elsewhere refreshes them with everything else. A reward's redemptions sit under its detail key.
 */
export const dashboardRewardKeys = {
  all: () => [...adminQueriesKey(), 'rewards'] as const,
  lists: () => [...dashboardRewardKeys.all(), 'list'] as const,
  list: (filters: TRewardListFilters) => [...dashboardRewardKeys.lists(), filters] as const,
  details: () => [...dashboardRewardKeys.all(), 'detail'] as const,
  detail: (id: number) => [...dashboardRewardKeys.details(), id] as const,
  redemptions: (id: number, filters: TRedemptionListFilters) => [...dashboardRewardKeys.detail(id), 'redemptions', filters] as const,
};

/** GET /api/admin/rewards: every reward, active or not, with its redemption counts; searched by title. */
export function dashboardRewardListQueryOptions(filters: TRewardListFilters) {
  return queryOptions({
    queryKey: dashboardRewardKeys.list(filters),
    queryFn: async ({ signal }) => (await apiGet('admin/rewards', ZAdminRewardListResponseSchema, { ...filters, per_page: ADMIN_PAGE_SIZE }, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The server's largest page, and how many the edit page reads before it gives up on an id. */
const LOOKUP_PAGE_SIZE = 100;
const LOOKUP_MAX_PAGES = 50;

/**
 * One reward for its edit page, or null when there is none with that id. contract/admin-people.ts has no
 * `GET admin/rewards/{id}` (as tickets have none): the reward is read from the list, a page of 100 at a
 * time. Coming from the list or a save, it is already in the cache (seedRewardFromLists, dashboard-rewards.mutations.ts).
 */
export function dashboardRewardQueryOptions(id: number) {
  return queryOptions({
    queryKey: dashboardRewardKeys.detail(id),
    queryFn: async ({ signal }): Promise<TAdminReward | null> => {
      for (let page = 1; page <= LOOKUP_MAX_PAGES; page += 1) {
        const { rewards, pagination } = (await apiGet('admin/rewards', ZAdminRewardListResponseSchema, { page, per_page: LOOKUP_PAGE_SIZE }, { signal })).data;
        const found = rewards.find((reward) => reward.id === id);
        if (found) return found;
        if (page >= pagination.last_page) break;
      }
      return null;
    },
  });
}

/** GET /api/admin/rewards/{id}/redemptions: who redeemed it, newest first, filtered by status. */
export function rewardRedemptionsQueryOptions(id: number, filters: TRedemptionListFilters) {
  return queryOptions({
    queryKey: dashboardRewardKeys.redemptions(id, filters),
    queryFn: async ({ signal }) =>
      (await apiGet(`admin/rewards/${id}/redemptions`, ZAdminRedemptionListResponseSchema, { ...filters, per_page: ADMIN_PAGE_SIZE }, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * The edit page opened from the list: the reward's row is already loaded, so it seeds the reward's own
 * entry (as old as the list's copy) instead of reading the list again.
 */
export function seedRewardFromLists(queryClient: QueryClient, id: number): void {
  const key = dashboardRewardKeys.detail(id);
  if (queryClient.getQueryData(key) !== undefined) return;
  for (const [listKey, data] of queryClient.getQueriesData<{ rewards: TAdminReward[] }>({ queryKey: dashboardRewardKeys.lists() })) {
    const found = data?.rewards.find((reward) => reward.id === id);
    if (found) {
      queryClient.setQueryData(key, found, { updatedAt: queryClient.getQueryState(listKey)?.dataUpdatedAt });
      return;
    }
  }
}
