import { queryOptions } from '@tanstack/react-query';
import { ZWaitlistMineResponseSchema, type TWaitlistEntry } from '../../../../contract/waitlist';
import { apiGet } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session';

/*
 * The buyer's place in the line of a sold-out ticket type (docs/product.md §10 Waitlist). Under `userKeys.all`:
 * signing out drops it with the rest of the user's data.
 */

export const waitlistKeys = {
  all: () => [...userKeys.all, 'waitlist'] as const,
  ticket: (ticketId: number) => [...waitlistKeys.all(), ticketId] as const,
};

/** While waiting, the place in line moves and an offer may come: read again every 30 s. */
const WAITLIST_REFRESH_MS = 30_000;

/** GET /api/tickets/{id}/waitlist: the caller's newest entry, or null. */
export function waitlistQueryOptions(ticketId: number) {
  return queryOptions({
    queryKey: waitlistKeys.ticket(ticketId),
    queryFn: async ({ signal }): Promise<TWaitlistEntry | null> =>
      (await apiGet(`tickets/${ticketId}/waitlist`, ZWaitlistMineResponseSchema, undefined, { signal })).data.entry,
    refetchInterval: (query) => (query.state.data?.status === 'waiting' ? WAITLIST_REFRESH_MS : false),
  });
}
