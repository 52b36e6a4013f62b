import * as z from 'zod/mini';
import { ZIdSchema } from './ids';
import { successEnvelope, ZCoinsSchema, ZMoneySchema } from './common';
import { ZBookingSchema, ZInvoiceListItemSchema, ZInvoiceSchema, ZPaymentProviderSchema, ZPaymentRedirectSchema } from './bookings';

/*
 * The checkout (docs/product.md §10, docs/architecture.md §11): a paid booking is a seat
 * hold on a pending invoice until the buyer pays on the gateway's hosted page. These are the buyer's
 * calls on their own invoice and the administrator's view of payments and refunds.
 */

export const PAYMENT_MESSAGES = {
  paid: 'This order is already paid.',
  expired: 'This order expired: its seats were released. Please book again.',
  notPending: 'This order is no longer waiting for payment.',
  unavailable: 'Payment is unavailable right now. Please try again in a moment.',
  badSignature: 'The payment notification could not be verified.',
  cancelled: 'Your order was cancelled and its seats released.',
  refundNotFound: 'Refund not found.',
  refundNotFailed: 'Only a failed refund can be retried.',
  sessionNotFound: 'Checkout not found.',
} as const;

/** `GET /api/invoices/{id}`: the buyer's own invoice with its bookings; while pending, `payment` is where to pay. */
export const ZInvoiceDetailResponseSchema = successEnvelope(
  z.object({
    invoice: ZInvoiceSchema,
    bookings: z.array(ZBookingSchema),
    coins_earned: ZCoinsSchema,
    payment: z.nullable(ZPaymentRedirectSchema),
  }),
);
export type TInvoiceDetailResponse = z.infer<typeof ZInvoiceDetailResponseSchema>;

/** `POST /api/invoices/{id}/pay`: the hosted page to complete a pending order (409 invoices.expired / invoices.paid otherwise). */
export const ZInvoicePayResponseSchema = successEnvelope(z.object({ payment: ZPaymentRedirectSchema }));
export type TInvoicePayResponse = z.infer<typeof ZInvoicePayResponseSchema>;

/** `POST /api/invoices/{id}/cancel`: the buyer calls off a pending checkout; its seats return at once. */
export const ZInvoiceCancelResponseSchema = successEnvelope(z.object({ invoice: ZInvoiceSchema }));
export type TInvoiceCancelResponse = z.infer<typeof ZInvoiceCancelResponseSchema>;

// ——— The administrator's view ———

/** One gateway checkout session of an invoice (an invoice may have several: a retry after the first one lapsed). */
export const PAYMENT_STATUSES = ['open', 'paid', 'cancelled', 'expired'] as const;
export const ZPaymentSchema = z.object({
  id: ZIdSchema,
  provider: ZPaymentProviderSchema,
  session_id: z.string(),
  /** The gateway's payment reference once paid. */
  payment_id: z.nullable(z.string()),
  status: z.enum(PAYMENT_STATUSES),
  amount: ZMoneySchema,
  created_at: z.iso.datetime({ offset: true }),
  paid_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type TPayment = z.infer<typeof ZPaymentSchema>;

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const ZRefundStatusSchema = z.enum(REFUND_STATUSES);
export type TRefundStatus = z.infer<typeof ZRefundStatusSchema>;

/** Money given back through the gateway: one record per refund, never read as done until `succeeded`. */
export const ZRefundSchema = z.object({
  id: ZIdSchema,
  invoice_id: ZIdSchema,
  /** The booking whose share this is; null for a whole-invoice refund. */
  booking_id: z.nullable(ZIdSchema),
  provider: ZPaymentProviderSchema,
  amount: ZMoneySchema,
  status: ZRefundStatusSchema,
  reason: z.string(),
  gateway_refund_id: z.nullable(z.string()),
  attempts: z.int().check(z.minimum(0)),
  last_error: z.nullable(z.string()),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type TRefund = z.infer<typeof ZRefundSchema>;

/** `GET /api/admin/invoices/{id}`: an invoice with its buyer, checkout sessions and refunds. */
export const ZAdminInvoiceDetailSchema = z.object({
  invoice: z.extend(ZInvoiceListItemSchema, {
    user: z.object({ id: ZIdSchema, name: z.string(), email: z.string() }),
    refunded: ZMoneySchema,
    cancel_reason: z.nullable(z.string()),
  }),
  payments: z.array(ZPaymentSchema),
  refunds: z.array(ZRefundSchema),
});
export type TAdminInvoiceDetail = z.infer<typeof ZAdminInvoiceDetailSchema>;
export const ZAdminInvoiceDetailResponseSchema = successEnvelope(ZAdminInvoiceDetailSchema);

/** `POST /api/admin/refunds/{id}/retry`: tries a failed refund again at once. */
export const ZAdminRefundResponseSchema = successEnvelope(z.object({ refund: ZRefundSchema }));

/** `GET /api/admin/payments/settings`: which gateway takes the money; the dashboard warns while it is `test`. */
export const ZAdminPaymentSettingsResponseSchema = successEnvelope(z.object({ provider: ZPaymentProviderSchema, hold_minutes: z.number() }));
export type TAdminPaymentSettings = z.infer<typeof ZAdminPaymentSettingsResponseSchema>['data'];
