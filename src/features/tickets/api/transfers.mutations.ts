import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZTransferDecisionResponseSchema, ZTransferResponseSchema, type TTransfer } from '../../../../contract/transfers';
import { apiSend } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session';

/*
 * Sending a ticket to someone from its dialog (docs/product.md §4 Sending a ticket): the transfer is made
 * or called off, then the lists and the copy on this device are refreshed (a ticket that was accepted
 * elsewhere leaves both on the next refresh).
 */

export async function refreshTickets(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: userKeys.all });
  // Loaded on demand, as after a booking: the offline store stays out of first loads.
  void import('../../../offline/tickets-sync')
    .then(({ syncOfflineTickets }) => syncOfflineTickets(queryClient))
    .catch((error: unknown) => console.warn('Could not refresh the offline tickets', error));
}

export function useSendTicketMutation(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['transfers', 'send', bookingId],
    mutationFn: async (to: string): Promise<TTransfer> =>
      (await apiSend('POST', `my-tickets/${bookingId}/transfer`, ZTransferResponseSchema, { to })).data.transfer,
    onSuccess: () => refreshTickets(queryClient),
    // The form shows the reason under its field.
    meta: { silentError: true },
  });
}

export function useCancelTransferMutation(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['transfers', 'cancel', bookingId],
    mutationFn: async (): Promise<TTransfer> => (await apiSend('DELETE', `my-tickets/${bookingId}/transfer`, ZTransferResponseSchema)).data.transfer,
    onSuccess: () => refreshTickets(queryClient),
  });
}

/** Accept or decline; either way the offer is read again, and an accepted ticket joins My Tickets and the pass. */
export function useDecideTransferMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['transfers', 'decide', token],
    mutationFn: async (decision: 'accept' | 'decline') => (await apiSend('POST', `transfers/${token}/${decision}`, ZTransferDecisionResponseSchema)).data,
    onSuccess: () => refreshTickets(queryClient),
  });
}
