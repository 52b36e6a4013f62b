import { createFileRoute } from '@tanstack/react-router';
import { EventDashboardPage } from '../../../../../features/dashboard-events/components/event-dashboard-page';
import { bookingsSearchShape } from '../../../../../features/dashboard-events/dashboard-events-search';
import { EVENT_DASHBOARD_TABS } from '../../../../../features/dashboard-events/event-dashboard-tabs';
import { assertIdParams } from '../../../../../lib/route-params';
import { oneOf, searchSchema } from '../../../../../lib/search-params';

/** The admin's event page (docs/product.md §2): header and tabs Tickets, Bookings (searched and paged in the URL), Check-ins. */
export const Route = createFileRoute('/dashboard/_admin/events/$id/')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['id']),
  validateSearch: searchSchema({ tab: oneOf(EVENT_DASHBOARD_TABS), ...bookingsSearchShape }),
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { checkInsQueryOptions, dashboardEventQueryOptions, eventTicketsQueryOptions } =
      await import('../../../../../features/dashboard-events/api/dashboard-events.queries');
    const eventId = Number(params.id);
    // prefetchQuery never throws: the page shows its own failure states (and goes on without the header).
    await Promise.all([
      queryClient.prefetchQuery(dashboardEventQueryOptions(eventId)),
      deps.tab === 'check-ins' ? queryClient.prefetchQuery(checkInsQueryOptions(eventId)) : null,
      deps.tab === undefined || deps.tab === 'tickets' ? queryClient.prefetchQuery(eventTicketsQueryOptions(eventId)) : null,
    ]);
  },
  component: EventDashboardPage,
});
