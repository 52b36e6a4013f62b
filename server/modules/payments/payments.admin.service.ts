import type { TLocale } from '../../../contract/common';
import type { TPaymentRow, TRefundRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findAdminInvoice, type TAdminInvoiceRow } from './payments.admin.repository';
import { findPaymentsOf, findRefund, findRefundsOf } from './payments.repository';
import { retryRefund, type PaymentDeps } from './payments.service';

/* The administrator's view of an invoice's money (docs/product.md §10): its sessions and refunds. */

export async function adminInvoiceOf(
  deps: Pick<PaymentDeps, 'db'>,
  invoiceId: number,
  locale: TLocale,
): Promise<{ found: TAdminInvoiceRow; payments: TPaymentRow[]; refunds: TRefundRow[] }> {
  const found = await findAdminInvoice(deps.db, invoiceId, locale);
  if (!found) throw notFound('invoices.not_found', 'Invoice not found.');
  return { found, payments: await findPaymentsOf(deps.db, invoiceId), refunds: await findRefundsOf(deps.db, invoiceId) };
}

/** Retries a failed refund now and answers it as it stands afterwards. */
export async function retryRefundOf(deps: PaymentDeps, refundId: number): Promise<TRefundRow> {
  await retryRefund(deps, refundId);
  const refund = await findRefund(deps.db, refundId);
  if (!refund) throw notFound('refunds.not_found', 'Refund not found.');
  return refund;
}
