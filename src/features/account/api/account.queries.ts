import { queryOptions } from '@tanstack/react-query';
import { ZUserStatsResponseSchema } from '../../../../contract/users';
import { apiGet } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session';

/** Under `userKeys.all`: signing out drops the stats with the rest of the user's data. */
export const accountKeys = {
  stats: () => [...userKeys.all, 'stats'] as const,
};

/** GET /api/user/stats: coins, bookings and spending of the profile page. */
export function userStatsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.stats(),
    queryFn: async ({ signal }) => (await apiGet('user/stats', ZUserStatsResponseSchema, undefined, { signal })).data,
  });
}
