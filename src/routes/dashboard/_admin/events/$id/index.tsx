import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { EventDashboardPage } from '../../../../../features/dashboard-events/components/event-dashboard-page';
import { EVENT_DASHBOARD_TABS } from '../../../../../features/dashboard-events/event-dashboard-tabs';
import { assertIdParams } from '../../../../../lib/route-params';

/** The admin's event page (docs/product.md §2): header and tabs; Check-ins for the door (docs/architecture.md §6). */
export const Route = createFileRoute('/dashboard/_admin/events/$id/')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['id']),
  validateSearch: z.object({ tab: z.enum(EVENT_DASHBOARD_TABS).optional().catch(undefined) }),
  loader: async ({ context: { queryClient }, params }) => {
    // Imported here, not at the top: loaders stay in the entry chunk, the dashboard code must not.
    const { checkInsQueryOptions, dashboardEventQueryOptions } = await import('../../../../../features/dashboard-events/api/dashboard-events.queries');
    const eventId = Number(params.id);
    // prefetchQuery never throws: the page shows its own failure states (and goes on without the header).
    await Promise.all([queryClient.prefetchQuery(dashboardEventQueryOptions(eventId)), queryClient.prefetchQuery(checkInsQueryOptions(eventId))]);
  },
  component: EventDashboardPage,
});
