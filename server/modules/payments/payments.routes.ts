import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_MESSAGES, ZInvoiceCancelResponseSchema, ZInvoiceDetailResponseSchema, ZInvoicePayResponseSchema } from '../../../contract/payments';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { contentLocale } from '../../lib/locale';
import { authOf } from '../../plugins/auth';
import { loadBookingResult } from '../bookings/bookings.service';
import { toInvoice } from '../bookings/bookings.views';
import { buyerInvoice, cancelCheckout, checkoutRedirect, confirmWebhookSession, readCheckout } from './payments.service';

/*
 * The buyer's checkout calls (docs/product.md §10) and the gateway's webhook (docs/architecture.md
 * §9). An invoice answers only to its owner: another user's id is 404, as for bookings.
 */

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.payments;
  const tags = ['checkout'];
  const security = [{ bearer: [] }];

  app.get(
    '/invoices/:id',
    { preHandler: app.requireAuth, schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZInvoiceDetailResponseSchema } } },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      const { invoice, payment } = await readCheckout(deps, userId, request.params.id);
      return ok(await loadBookingResult({ db: app.db }, userId, invoice.id, deps.now(), contentLocale(request, reply), payment));
    },
  );

  app.post(
    '/invoices/:id/pay',
    { preHandler: app.requireAuth, schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZInvoicePayResponseSchema } } },
    async (request, reply) => {
      const invoice = await buyerInvoice(deps, authOf(request).user.id, request.params.id);
      return ok({ payment: await checkoutRedirect(deps, invoice, contentLocale(request, reply)) });
    },
  );

  app.post(
    '/invoices/:id/cancel',
    { preHandler: app.requireAuth, schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZInvoiceCancelResponseSchema } } },
    async (request) => ok({ invoice: toInvoice(await cancelCheckout(deps, authOf(request).user.id, request.params.id)) }, PAYMENT_MESSAGES.cancelled),
  );

  // The gateway's webhook: the raw body is what the signature covers, so this scope keeps it unparsed.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.post(
      '/payments/thawani/webhook',
      { schema: { tags: ['payments'], response: { 200: z.object({ success: z.literal(true), data: z.object({ received: z.boolean() }) }) } } },
      async (request) => {
        if (deps.gateway.provider !== 'thawani') throw notFound('route.not_found', 'Route not found.');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const verified = deps.gateway.verifyWebhook(body, request.headers, deps.now());
        if (!verified) {
          request.log.warn('payment webhook with a bad or stale signature: ignored');
          throw new AppError(401, 'payments.bad_signature', PAYMENT_MESSAGES.badSignature);
        }
        // Handled, whatever the outcome (a refunded late payment, an unknown session): 200, so the gateway stops retrying.
        await confirmWebhookSession(deps, verified.sessionId);
        return ok({ received: true });
      },
    );
  });
};
