import { queryOptions } from '@tanstack/react-query';
import { ZInvoiceListResponseSchema } from '../../../../contract/bookings';
import { ZInvoiceDetailResponseSchema, type TInvoiceDetailResponse } from '../../../../contract/payments';
import { apiGet } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session';
import { pollInterval } from '../checkout-state';

export type TInvoiceDetail = TInvoiceDetailResponse['data'];

/** Under `userKeys.all`: signing out drops the buyer's orders with the rest of their data. */
export const checkoutKeys = {
  all: () => [...userKeys.all, 'checkout'] as const,
  invoice: (id: number) => [...checkoutKeys.all(), 'invoice', id] as const,
  pending: () => [...checkoutKeys.all(), 'pending'] as const,
};

/**
 * GET /api/invoices/{id}: the buyer's own order. While it is pending the server first asks the gateway, so with
 * `poll` (the return page) it is read every 2 s until it is paid, settled otherwise, or its hold is over
 * (checkout-state.ts).
 */
export function invoiceQueryOptions(id: number, { poll }: { poll: boolean }) {
  return queryOptions({
    queryKey: checkoutKeys.invoice(id),
    queryFn: async ({ signal }): Promise<TInvoiceDetail> => (await apiGet(`invoices/${id}`, ZInvoiceDetailResponseSchema, undefined, { signal })).data,
    refetchInterval: poll ? (query) => pollInterval(query.state.data?.invoice, Date.now()) : false,
    // Always read afresh when a page opens: the order may have been paid or cancelled elsewhere meanwhile.
    staleTime: 0,
  });
}

/** Orders on the first page of GET /api/user/invoices (newest first): where a checkout still waiting for payment is. */
const PENDING_LOOKUP_SIZE = 20;

/** GET /api/user/invoices, first page: My Tickets picks the pending orders whose hold has not ended. */
export function recentInvoicesQueryOptions() {
  return queryOptions({
    queryKey: checkoutKeys.pending(),
    queryFn: async ({ signal }) =>
      (await apiGet('user/invoices', ZInvoiceListResponseSchema, { page: 1, per_page: PENDING_LOOKUP_SIZE }, { signal })).data.invoices,
    // A buyer coming back from the gateway's tab may have paid there: look again.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
