import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminBookingListQuerySchema, ZAdminBookingListResponseSchema } from '../../../contract/admin-catalogue';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { listEventBookings } from './bookings.admin.service';

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
};
