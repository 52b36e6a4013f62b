import { queryOptions } from '@tanstack/react-query';
import { ZPendingEmailChangeResponseSchema } from '../../../../contract/auth';
import { apiGet } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { userKeys } from '../../../lib/session';

/** Under `userKeys.all`: signing out drops the stats with the rest of the user's data. */
export const accountKeys = {
  stats: () => [...userKeys.all, 'stats'] as const,
};

/** Under `userKeys.all`: signing out drops it with the rest of the user's data. */
export const emailChangeKeys = {
  pending: () => [...userKeys.all, 'email-change'] as const,
};

/** GET /api/user/stats: coins, bookings and spending of the profile page. */
export function userStatsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.stats(),
    queryFn: async ({ signal }) => (await apiGet('user/stats', lazySchema('ZUserStatsResponseSchema'), undefined, { signal })).data,
  });
}

/** GET /api/auth/email: the address waiting for its confirmation link, or nulls. */
export function pendingEmailChangeQueryOptions() {
  return queryOptions({
    queryKey: emailChangeKeys.pending(),
    queryFn: async ({ signal }) => (await apiGet('auth/email', ZPendingEmailChangeResponseSchema, undefined, { signal })).data,
  });
}
