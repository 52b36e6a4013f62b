import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminCancelBodySchema, ZAdminCancellationResponseSchema } from '../../../contract/admin-people';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { bookingDepsOf } from './bookings.deps';
import { cancelBooking, cancelInvoice } from './bookings.cancel.service';

/**
 * Cancellations and refunds (docs/product.md §4, §7); registered inside the admin scope
 * (plugins/admin-scope.ts). A repeat answers the same, 200, and changes nothing.
 */
export const bookingsCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = bookingDepsOf(app);
  const tags = ['admin: bookings'];
  const security = [{ bearer: [] }];
  const schema = { tags, security, params: ZIdParamsSchema, body: ZAdminCancelBodySchema, response: { 200: ZAdminCancellationResponseSchema } };

  app.post('/admin/bookings/:id/cancel', { schema }, async (request) => ok(await cancelBooking(deps, request.params.id, request.body.reason)));
  app.post('/admin/invoices/:id/cancel', { schema }, async (request) => ok(await cancelInvoice(deps, request.params.id, request.body.reason)));
};
