import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/reports/components/reports-page';
import { reportsSearchSchema } from '../../../features/reports/reports-search';
import { muscatDay } from '../../../lib/dates';

/** The administrator's reports (docs/product.md §2): the range of Muscat days and the chart's measure in the URL. */
export const Route = createFileRoute('/dashboard/_admin/reports')({
  staticData: { dashboard: true },
  validateSearch: reportsSearchSchema,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  loader: async ({ context: { queryClient }, deps }) => {
    // Imported on first use: the reports code loads with the screen (its loader is split with it, build/plugins.ts).
    const [{ reportStatsQueryOptions }, { resolveRange }] = await Promise.all([
      import('../../../features/reports/api/reports.queries'),
      import('../../../features/reports/report-range'),
    ]);
    // prefetchQuery never throws: the page shows its own "Failed to fetch statistics".
    await queryClient.prefetchQuery(reportStatsQueryOptions(resolveRange(deps, muscatDay(new Date()))));
  },
  component: ReportsPage,
});
