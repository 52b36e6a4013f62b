import * as z from 'zod/mini';
import type { TAdminEventStatus } from '../../../contract/admin-catalogue';

/*
 * Search params of the dashboard's event screens (conventions "State": filters, page and tab live in
 * the URL). A bad value falls back to the default instead of failing the route.
 */

/**
 * The statuses of contract/admin-catalogue.ts, spelled out: route search schemas load with the app's first
 * page, and importing the contract's value would bring every admin schema along. The type keeps the two
 * lists equal (a status added to the contract fails here), and a test compares them.
 */
export const EVENT_STATUS_FILTERS = ['upcoming', 'running', 'ended', 'cancelled'] as const satisfies readonly TAdminEventStatus[];
type TAssertNone<T extends never> = T;
/** Fails to compile when the contract gains a status this list lacks. */
export type TUnlistedEventStatus = TAssertNone<Exclude<TAdminEventStatus, (typeof EVENT_STATUS_FILTERS)[number]>>;

const ZPageParam = z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))), undefined);
const ZSearchParam = z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined);

/** /dashboard/events?search=&status=&page= */
export const ZDashboardEventsSearchSchema = z.object({
  search: ZSearchParam,
  status: z.catch(z.optional(z.enum(EVENT_STATUS_FILTERS)), undefined),
  page: ZPageParam,
});
export type TDashboardEventsSearch = z.infer<typeof ZDashboardEventsSearchSchema>;

/** The Bookings tab's search and page on /dashboard/events/{id}. */
export const ZBookingsSearchShape = {
  search: ZSearchParam,
  page: ZPageParam,
};
