import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvoiceCancelResponseSchema, ZInvoicePayResponseSchema } from '../../../../contract/payments';
import { apiSend } from '../../../lib/api-client';
import { checkoutKeys, type TInvoiceDetail } from './checkout.queries';

/*
 * The buyer's two moves on an order waiting for payment (docs/product.md §10). Both refresh the buyer's
 * orders afterwards, and after a refusal too: a 409 (expired, paid, no longer pending) means the screen is out of
 * date. Each screen shows the failure itself.
 */

/** POST /api/invoices/{id}/pay: where to complete the payment (the open gateway session, or a new one while the hold lasts). */
export function usePayInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'pay'],
    mutationFn: async (invoiceId: number) => (await apiSend('POST', `invoices/${invoiceId}/pay`, ZInvoicePayResponseSchema)).data.payment,
    onError: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.all() }),
    meta: { silentError: true },
  });
}

/** POST /api/invoices/{id}/cancel: calls the order off; its seats go back on sale at once. */
export function useCancelInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'cancel'],
    mutationFn: async (invoiceId: number) => (await apiSend('POST', `invoices/${invoiceId}/cancel`, ZInvoiceCancelResponseSchema)).data.invoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(checkoutKeys.invoice(invoice.id), (detail: TInvoiceDetail | undefined) =>
        detail ? { ...detail, invoice, payment: null } : detail,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.all() }),
    meta: { silentError: true },
  });
}
