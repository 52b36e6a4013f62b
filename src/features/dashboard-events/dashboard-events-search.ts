import type { TAdminEventStatus } from '../../../contract/admin-catalogue';
import { oneOf, pageParam, searchSchema, textParam, type TSearchOf } from '../../lib/search-params';

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

const searchParam = textParam(200, { trim: true });

/** /dashboard/events?search=&status=&page= */
export const dashboardEventsSearchSchema = searchSchema({
  search: searchParam,
  status: oneOf(EVENT_STATUS_FILTERS),
  page: pageParam,
});
export type TDashboardEventsSearch = TSearchOf<typeof dashboardEventsSearchSchema.shape>;

/** The Bookings tab's search and page on /dashboard/events/{id}. */
export const bookingsSearchShape = {
  search: searchParam,
  page: pageParam,
};
