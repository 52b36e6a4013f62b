import { createFileRoute } from '@tanstack/react-router';
import { EventCreatePage } from '../../../../features/dashboard-events/components/event-form-pages';

export const Route = createFileRoute('/dashboard/_admin/events/create')({
  staticData: { dashboard: true },
  loader: async ({ context: { queryClient } }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { adminBadgesQueryOptions, adminCategoryTreeQueryOptions } = await import('../../../../features/dashboard-events/api/dashboard-events.queries');
    // Warm, do not block: the pickers show their own loading and failure states.
    void queryClient.prefetchQuery(adminCategoryTreeQueryOptions());
    void queryClient.prefetchQuery(adminBadgesQueryOptions());
  },
  component: EventCreatePage,
});
