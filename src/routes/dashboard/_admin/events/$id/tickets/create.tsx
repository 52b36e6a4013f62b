import { createFileRoute } from '@tanstack/react-router';
import { TicketCreatePage } from '../../../../../../features/dashboard-events/components/ticket-form-pages';
import { assertIdParams } from '../../../../../../lib/route-params';

export const Route = createFileRoute('/dashboard/_admin/events/$id/tickets/create')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['id']),
  loader: async ({ context: { queryClient }, params }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { dashboardEventQueryOptions } = await import('../../../../../../features/dashboard-events/api/dashboard-events.queries');
    // Warm, do not block: the form works without the event's name and times.
    void queryClient.prefetchQuery(dashboardEventQueryOptions(Number(params.id)));
  },
  component: TicketCreatePage,
});
