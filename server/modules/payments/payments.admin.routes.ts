import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../contract/ids';
import {
  ZAdminInvoiceDetailResponseSchema,
  ZAdminPaymentSettingsResponseSchema,
  ZAdminRefundResponseSchema,
  type TAdminInvoiceDetail,
  type TRefund,
} from '../../../contract/payments';
import type { TRefundRow } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { contentLocale } from '../../lib/locale';
import { formatBaisa } from '../../lib/money';
import { toIso } from '../../lib/time';
import { adminInvoiceOf, retryRefundOf } from './payments.admin.service';
import { toInvoiceListItem } from '../bookings/bookings.views';

/*
 * The administrator's view of money (docs/product.md §7): an invoice with its gateway sessions and refunds,
 * a failed refund's retry, and which gateway is on (the dashboard warns in test mode). Registered inside
 * the admin scope (plugins/admin-scope.ts).
 */

function iso(date: Date): string {
  return toIso(date) ?? '';
}

export function toRefund(r: TRefundRow): TRefund {
  return {
    id: r.id,
    invoice_id: r.invoiceId,
    booking_id: r.bookingId,
    provider: r.provider,
    amount: formatBaisa(r.amount),
    status: r.status,
    reason: r.reason,
    gateway_refund_id: r.gatewayRefundId,
    attempts: r.attempts,
    last_error: r.lastError,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
  };
}

export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.payments;
  const tags = ['admin: payments'];
  const security = [{ bearer: [] }];

  app.get(
    '/admin/invoices/:id',
    { schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZAdminInvoiceDetailResponseSchema } } },
    async (request, reply) => {
      const { found, payments, refunds } = await adminInvoiceOf(deps, request.params.id, contentLocale(request, reply));
      const detail: TAdminInvoiceDetail = {
        invoice: { ...toInvoiceListItem(found.row), user: found.user, refunded: formatBaisa(found.refunded), cancel_reason: found.cancelReason },
        payments: payments.map((p) => ({
          id: p.id,
          provider: p.provider,
          session_id: p.sessionId,
          payment_id: p.paymentId,
          status: p.status,
          amount: formatBaisa(p.amount),
          created_at: iso(p.createdAt),
          paid_at: toIso(p.paidAt),
        })),
        refunds: refunds.map(toRefund),
      };
      return ok(detail);
    },
  );

  app.post(
    '/admin/refunds/:id/retry',
    { schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZAdminRefundResponseSchema } } },
    async (request) => {
      return ok({ refund: toRefund(await retryRefundOf(deps, request.params.id)) });
    },
  );

  app.get('/admin/payments/settings', { schema: { tags, security, response: { 200: ZAdminPaymentSettingsResponseSchema } } }, async () =>
    ok({ provider: deps.gateway.provider, hold_minutes: deps.holdMs / 60_000 }),
  );
};
