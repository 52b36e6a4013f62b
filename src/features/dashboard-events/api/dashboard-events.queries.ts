import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { successEnvelope } from '../../../../contract/common';
import { ZEventSchema } from '../../../../contract/events';
import { ZCheckInsResponseSchema } from '../../../../contract/scans';
import { apiGet } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session';

/** Under `userKeys.all`: signing out drops the admin's dashboard data with the rest of the user's. */
export const dashboardEventKeys = {
  all: () => [...userKeys.all, 'dashboard-events'] as const,
  details: () => [...dashboardEventKeys.all(), 'detail'] as const,
  detail: (id: number) => [...dashboardEventKeys.details(), id] as const,
  checkIns: (id: number) => [...dashboardEventKeys.detail(id), 'check-ins'] as const,
};

/**
 * The header needs the name, dates and place only; the rest of the public event (tickets, VAT) is not
 * parsed here, so this page does not fail on a field it never shows.
 */
const ZEventHeaderResponseSchema = successEnvelope(
  z.object({ event: ZEventSchema.pick({ id: true, name: true, start_date: true, finish_date: true, location: true }) }),
);
export type TEventHeader = z.infer<typeof ZEventHeaderResponseSchema>['data']['event'];

/** GET /api/events/{id}: the page header. A cancelled or ended event answers 404; the page goes on without it. */
export function dashboardEventQueryOptions(id: number) {
  return queryOptions({
    queryKey: dashboardEventKeys.detail(id),
    queryFn: async ({ signal }) => (await apiGet(`events/${id}`, ZEventHeaderResponseSchema, undefined, { signal })).data.event,
    staleTime: 60_000,
  });
}

/** Doors open: the counts move by the second, so the view refreshes while it is on screen. */
export const CHECK_INS_REFRESH_MS = 15_000;

/** GET /api/admin/events/{id}/check-ins (docs/architecture.md §6): progress, devices and conflicts. */
export function checkInsQueryOptions(id: number) {
  return queryOptions({
    queryKey: dashboardEventKeys.checkIns(id),
    queryFn: async ({ signal }) => (await apiGet(`admin/events/${id}/check-ins`, ZCheckInsResponseSchema, undefined, { signal })).data,
    staleTime: 5_000,
    // A hidden tab does not poll (refetchIntervalInBackground stays false): nobody is reading it.
    refetchInterval: CHECK_INS_REFRESH_MS,
  });
}
