import { createFileRoute } from '@tanstack/react-router';
import { OrderPrintPage } from '../../features/tickets/components/ticket-print-page';
import { idParam, searchSchema } from '../../lib/search-params';

/** "Print all": every ticket of one order (`?invoice=<id>`) to print or save as a PDF (docs/product.md §2 /my-tickets). */
export const Route = createFileRoute('/_authenticated/my-tickets_/print')({
  validateSearch: searchSchema({ invoice: idParam }),
  // The saved tickets are read while the page's code loads, so it prints offline (docs/architecture.md §6).
  // Imported here, not at the top, to stay out of the entry chunk (budget §8).
  loader: async ({ context: { queryClient, user } }) => {
    const { savedTicketsQueryOptions } = await import('../../offline/tickets-sync');
    await queryClient.prefetchQuery(savedTicketsQueryOptions(user.id));
  },
  component: OrderPrintRoute,
});

function OrderPrintRoute() {
  const { invoice } = Route.useSearch();
  return <OrderPrintPage invoiceId={invoice ?? null} />;
}
