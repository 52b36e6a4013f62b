import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTransferDecisionResponseSchema, ZTransferOfferResponseSchema, type TTransferOffer } from '../../../../contract/transfers';
import { apiGet, apiSend } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session';
import { refreshTickets } from './transfers';

/** The ticket a link offers its addressee (docs/product.md §4 Sending a ticket), under the user's keys. */
export function transferOfferQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...userKeys.all, 'transfer-offer', token] as const,
    queryFn: async ({ signal }): Promise<TTransferOffer> => (await apiGet(`transfers/${token}`, ZTransferOfferResponseSchema, undefined, { signal })).data,
    retry: false,
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
