import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZAdminReportResponseSchema } from '../../../../contract/admin-people';
import { apiGet } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session';
import type { TReportRange } from '../report-range';

/** Under `userKeys.all` like the rest of the dashboard's data: signing out drops it. */
export const reportKeys = {
  all: () => [...userKeys.all, 'admin', 'reports'] as const,
  stats: (range: TReportRange) => [...reportKeys.all(), 'stats', range] as const,
};

/** GET /api/admin/reports/stats?from=&to= (Muscat days, both included). */
export function reportStatsQueryOptions(range: TReportRange) {
  return queryOptions({
    queryKey: reportKeys.stats(range),
    queryFn: async ({ signal }) => (await apiGet('admin/reports/stats', ZAdminReportResponseSchema, range, { signal })).data,
    // A new range keeps the last report on screen, marked busy, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
