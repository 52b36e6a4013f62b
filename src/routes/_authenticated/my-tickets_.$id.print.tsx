import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../contract/constants';
import { TicketPrintPage } from '../../features/tickets/components/ticket-print-page';

/**
 * One ticket to print or save as a PDF (docs/product.md §2 /my-tickets). Beside /my-tickets, not inside it (the `_`
 * suffix): the list is not a layout. An id that cannot exist shows the page's own "Ticket not found".
 */
export const Route = createFileRoute('/_authenticated/my-tickets_/$id/print')({
  // The saved tickets are read while the page's code loads, so it prints offline (docs/architecture.md §6).
  // Imported here, not at the top, to stay out of the entry chunk (budget §8).
  loader: async ({ context: { queryClient, user } }) => {
    const { savedTicketsQueryOptions } = await import('../../offline/tickets-sync');
    await queryClient.prefetchQuery(savedTicketsQueryOptions(user.id));
  },
  component: TicketPrintRoute,
});

function TicketPrintRoute() {
  const { id } = Route.useParams();
  return <TicketPrintPage bookingId={parseIdParam(id) ?? null} />;
}
