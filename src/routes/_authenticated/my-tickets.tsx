import { createFileRoute } from '@tanstack/react-router';
import { PendingOrders } from '../../features/checkout/components/pending-orders';
import { MyTicketsPage } from '../../features/tickets/components/my-tickets-page';
import { MY_TICKETS_TABS, TAB_STATUS } from '../../features/tickets/my-tickets-tabs';
import { oneOf, searchSchema } from '../../lib/search-params';

export const Route = createFileRoute('/_authenticated/my-tickets')({
  validateSearch: searchSchema({ tab: oneOf(MY_TICKETS_TABS) }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'ready' }),
  loader: async ({ context: { queryClient, user }, deps }) => {
    // Imported on first use: the tickets code loads with the screen (its loader is split with it, build/plugins.ts).
    const { myTicketsInfiniteQueryOptions } = await import('../../features/tickets/api/tickets.queries');
    // prefetchInfiniteQuery never throws: the tab shows its own "Failed to fetch tickets".
    await queryClient.prefetchInfiniteQuery(myTicketsInfiniteQueryOptions(TAB_STATUS[deps.tab], user.id));
  },
  component: MyTicketsRoute,
});

/** The tickets with the orders still waiting for payment above them (docs/product.md §10). */
function MyTicketsRoute() {
  return <MyTicketsPage pendingOrders={<PendingOrders />} />;
}
