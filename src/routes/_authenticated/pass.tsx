import { createFileRoute } from '@tanstack/react-router';
import { PassPage } from '../../features/pass/components/pass-page';

/** The pass page of docs/product.md §2; guests go to /login (the `_authenticated` layout). */
export const Route = createFileRoute('/_authenticated/pass')({
  // The saved passes are read while the page's code loads, so the first paint already shows the QR
  // (docs/architecture.md §8: offline, ≤ 1 s). Imported here, not at the top, to stay out of the entry chunk.
  loader: async ({ context: { queryClient, user } }) => {
    const { savedTicketsQueryOptions } = await import('../../offline/tickets-sync');
    await queryClient.prefetchQuery(savedTicketsQueryOptions(user.id));
  },
  component: PassPage,
});
