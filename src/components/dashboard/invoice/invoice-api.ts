import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminInvoiceDetailResponseSchema, ZAdminRefundResponseSchema } from '../../../../contract/payments';
import { adminQueriesKey } from '../../../lib/admin-keys';
import { apiGet, apiSend } from '../../../lib/api-client';

/** GET /api/admin/invoices/{id}: the invoice with its buyer, gateway checkout sessions and refunds. */
export function adminInvoiceQueryOptions(invoiceId: number) {
  return {
    queryKey: [...adminQueriesKey(), 'invoice', invoiceId] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => (await apiGet(`admin/invoices/${invoiceId}`, ZAdminInvoiceDetailResponseSchema, undefined, { signal })).data,
  };
}

/**
 * POST /api/admin/refunds/{id}/retry: asks the gateway again for a refund that failed (409 refunds.not_failed
 * when it is no longer failed). The invoice and every admin figure may have moved, so all of them refresh.
 */
export function useRetryRefundMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'refunds', 'retry'],
    mutationFn: async (refundId: number) => (await apiSend('POST', `admin/refunds/${refundId}/retry`, ZAdminRefundResponseSchema)).data.refund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueriesKey() }),
    meta: { silentError: true },
  });
}
