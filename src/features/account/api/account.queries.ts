import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { userKeys } from '../../../lib/session';

/** Under `userKeys.all`: signing out drops the stats with the rest of the user's data. */
export const accountKeys = {
  stats: () => [...userKeys.all, 'stats'] as const,
};

/** GET /api/user/stats: coins, bookings and spending of the profile page. */
export function userStatsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.stats(),
    queryFn: async ({ signal }) => (await apiGet('user/stats', lazySchema('ZUserStatsResponseSchema'), undefined, { signal })).data,
  });
}
