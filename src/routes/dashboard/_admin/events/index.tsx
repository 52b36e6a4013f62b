import { createFileRoute } from '@tanstack/react-router';
import { EventsListPage } from '../../../../features/dashboard-events/components/events-list-page';
import { dashboardEventsSearchSchema } from '../../../../features/dashboard-events/dashboard-events-search';

/** The administrator's events (docs/product.md §2): search, status and page in the URL. */
export const Route = createFileRoute('/dashboard/_admin/events/')({
  staticData: { dashboard: true },
  validateSearch: dashboardEventsSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, search: search.search, status: search.status }),
  loader: async ({ context: { queryClient }, deps }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { dashboardEventListQueryOptions } = await import('../../../../features/dashboard-events/api/dashboard-events.queries');
    // prefetchQuery never throws: the page shows its own "Failed to fetch events".
    await queryClient.prefetchQuery(dashboardEventListQueryOptions(deps));
  },
  component: EventsListPage,
});
