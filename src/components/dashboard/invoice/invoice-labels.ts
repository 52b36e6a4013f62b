import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TInvoiceListItem } from '../../../../contract/bookings';
import type { TPayment, TRefundStatus } from '../../../../contract/payments';

type TInvoiceStatus = TInvoiceListItem['status'];

/* How the dashboard words an invoice's money (docs/product.md §10), wherever an invoice is shown: a user's invoices, an event's bookings. */

/**
 * Invoice statuses (docs/product.md §10): `pending` holds seats while the buyer pays, `expired` is a hold
 * that lapsed unpaid, `cancelled` one called off before payment, `refunded` a paid one given back.
 */
export const INVOICE_STATUS_LABELS = {
  paid: { label: msg`Paid`, palette: 'green' },
  pending: { label: msg`Awaiting payment`, palette: 'orange' },
  expired: { label: msg`Expired unpaid`, palette: 'yellow' },
  cancelled: { label: msg`Cancelled`, palette: 'gray' },
  refunded: { label: msg`Refunded`, palette: 'red' },
} satisfies Record<TInvoiceStatus, { label: MessageDescriptor; palette: string }>;

/** "Cancel all bookings" refunds a paid invoice; a refunded, cancelled, expired or unpaid one has nothing to give back. */
export function canCancelInvoice(invoice: Pick<TInvoiceListItem, 'status'>): boolean {
  return invoice.status === 'paid';
}

/** "Cancel order" releases the seats of a checkout still waiting for payment (a buyer who never came back). */
export function canCancelPendingOrder(invoice: Pick<TInvoiceListItem, 'status'>): boolean {
  return invoice.status === 'pending';
}

/** A gateway checkout session of an invoice (GET admin/invoices/{id}). */
export const PAYMENT_STATUS_LABELS = {
  open: { label: msg`Open`, palette: 'orange' },
  paid: { label: msg`Paid`, palette: 'green' },
  cancelled: { label: msg`Cancelled`, palette: 'gray' },
  expired: { label: msg`Expired`, palette: 'gray' },
} satisfies Record<TPayment['status'], { label: MessageDescriptor; palette: string }>;

/** A refund is never read as done until the gateway said `succeeded`; a failed one can be retried. */
export const REFUND_STATUS_LABELS = {
  pending: { label: msg`Refund pending`, palette: 'orange' },
  succeeded: { label: msg`Refunded`, palette: 'green' },
  failed: { label: msg`Refund failed`, palette: 'red' },
} satisfies Record<TRefundStatus, { label: MessageDescriptor; palette: string }>;

export const PAYMENT_PROVIDER_LABELS = {
  test: msg`Test checkout`,
  thawani: msg`Thawani Pay`,
} satisfies Record<TPayment['provider'], MessageDescriptor>;
