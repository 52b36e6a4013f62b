import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userKeys } from '../../../lib/session';

/**
 * Once an order is seen paid, its tickets exist: the user's data (coins, My Tickets, stats) is refetched and the
 * copy on this device refreshed, as after a free booking, so the new passes open offline right away
 * (docs/architecture.md §6).
 */
export function useTicketsArrived(invoiceId: number, paid: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    // Loaded on demand, as the booking panel does: the offline store stays out of this page's chunk.
    void import('../../../offline/tickets-sync')
      .then(({ syncOfflineTickets }) => syncOfflineTickets(queryClient))
      .catch((error: unknown) => console.warn('Could not refresh the offline tickets after payment', error));
  }, [queryClient, invoiceId, paid]);
}
