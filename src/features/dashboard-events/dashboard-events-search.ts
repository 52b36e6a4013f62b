import { z } from 'zod';
import { ADMIN_EVENT_STATUSES } from '../../../contract/admin-catalogue';

/*
 * Search params of the dashboard's event screens (conventions "State": filters, page and tab live in
 * the URL). A bad value falls back to the default instead of failing the route.
 */

const ZPageParam = z.coerce.number().int().min(1).max(100_000).optional().catch(undefined);
const ZSearchParam = z.string().trim().max(200).optional().catch(undefined);

/** /dashboard/events?search=&status=&page= */
export const ZDashboardEventsSearchSchema = z.object({
  search: ZSearchParam,
  status: z.enum(ADMIN_EVENT_STATUSES).optional().catch(undefined),
  page: ZPageParam,
});
export type TDashboardEventsSearch = z.infer<typeof ZDashboardEventsSearchSchema>;

/** The Bookings tab's search and page on /dashboard/events/{id}. */
export const ZBookingsSearchShape = {
  search: ZSearchParam,
  page: ZPageParam,
};
