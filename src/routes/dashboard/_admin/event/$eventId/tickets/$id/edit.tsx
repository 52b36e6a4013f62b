import { createFileRoute } from '@tanstack/react-router';
import { TicketEditPage } from '../../../../../../../features/dashboard-events/components/ticket-form-pages';
import { assertIdParams } from '../../../../../../../lib/route-params';

export const Route = createFileRoute('/dashboard/_admin/event/$eventId/tickets/$id/edit')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['eventId', 'id']),
  loader: async ({ context: { queryClient }, params }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { dashboardEventQueryOptions, eventTicketsQueryOptions } =
      await import('../../../../../../../features/dashboard-events/api/dashboard-events.queries');
    const eventId = Number(params.eventId);
    void queryClient.prefetchQuery(dashboardEventQueryOptions(eventId));
    // prefetchQuery never throws: the page shows its own "Failed to fetch tickets".
    await queryClient.prefetchQuery(eventTicketsQueryOptions(eventId));
  },
  component: TicketEditPage,
});
