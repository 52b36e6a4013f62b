import { createFileRoute } from '@tanstack/react-router';
import { EventEditPage } from '../../../../../features/dashboard-events/components/event-form-pages';
import { assertIdParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/dashboard/_admin/events/$id/edit')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['id']),
  loader: async ({ context: { queryClient }, params }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { adminBadgesQueryOptions, adminCategoryTreeQueryOptions, dashboardEventQueryOptions } =
      await import('../../../../../features/dashboard-events/api/dashboard-events.queries');
    void queryClient.prefetchQuery(adminCategoryTreeQueryOptions());
    void queryClient.prefetchQuery(adminBadgesQueryOptions());
    // prefetchQuery never throws: the page shows its own "Failed to fetch event".
    await queryClient.prefetchQuery(dashboardEventQueryOptions(Number(params.id)));
  },
  component: EventEditPage,
});
