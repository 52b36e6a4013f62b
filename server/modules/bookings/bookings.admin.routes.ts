import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminBookingListQuerySchema, ZAdminBookingListResponseSchema } from '../../../contract/admin-catalogue';
import { ZIdParamsSchema } from '../../../contract/ids';
import { csvHeaders } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { contentLocale } from '../../lib/locale';
import { exportEventBookingsCsv, listEventBookings } from './bookings.admin.service';

/** An event's bookings (docs/product.md §3, §7); registered inside the admin scope (plugins/admin-scope.ts). */
export const bookingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/events/:id/bookings',
    {
      schema: {
        tags: ['admin: bookings'],
        security: [{ bearer: [] }],
        params: ZIdParamsSchema,
        querystring: ZAdminBookingListQuerySchema,
        response: { 200: ZAdminBookingListResponseSchema },
      },
    },
    async (request) => ok(await listEventBookings(app.db, request.params.id, request.query)),
  );

  // A file download, not an envelope answer (docs/product.md §7); errors still answer with the envelope.
  app.get(
    '/admin/events/:id/bookings.csv',
    { schema: { tags: ['admin: bookings'], security: [{ bearer: [] }], params: ZIdParamsSchema } },
    async (request, reply) => {
      const { filename, csv } = await exportEventBookingsCsv(app.db, request.params.id, contentLocale(request, reply), app.clock.now());
      return reply.headers(csvHeaders(filename)).send(csv);
    },
  );
};
