import { createFileRoute } from '@tanstack/react-router';
import { reportStatsQueryOptions } from '../../../features/reports/api/reports.queries';
import { ReportsPage } from '../../../features/reports/components/reports-page';
import { resolveRange } from '../../../features/reports/report-range';
import { reportsSearchSchema } from '../../../features/reports/reports-search';
import { muscatDay } from '../../../lib/dates';

/** The administrator's reports (docs/product.md §2): the range of Muscat days and the chart's measure in the URL. */
export const Route = createFileRoute('/dashboard/_admin/reports')({
  staticData: { dashboard: true },
  validateSearch: reportsSearchSchema,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  // The loader is split with the screen (build/plugins.ts), so what it imports loads with the reports code.
  loader: async ({ context: { queryClient }, deps }) => {
    // prefetchQuery never throws: the page shows its own "Failed to fetch statistics".
    await queryClient.prefetchQuery(reportStatsQueryOptions(resolveRange(deps, muscatDay(new Date()))));
  },
  component: ReportsPage,
});
