import { ZAdminInvoiceDetailResponseSchema } from '../../../../contract/payments';
import { adminQueriesKey } from '../../../lib/admin-keys';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/invoices/{id}: the invoice with its buyer, gateway checkout sessions and refunds. */
export function adminInvoiceQueryOptions(invoiceId: number) {
  return {
    queryKey: [...adminQueriesKey(), 'invoice', invoiceId] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await apiGet(`admin/invoices/${invoiceId}`, ZAdminInvoiceDetailResponseSchema, undefined, { signal })).data,
  };
}
