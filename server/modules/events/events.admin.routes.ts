import { bookingDepsOf } from '../bookings/bookings.deps';
import { refundCancelledEvent } from '../bookings/bookings.cancel.service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminEventCancelBodySchema,
  ZAdminEventListQuerySchema,
  ZAdminEventListResponseSchema,
  ZAdminEventResponseSchema,
  ZDeletedResponseSchema,
} from '../../../contract/admin-catalogue';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { readMultipart } from '../uploads/uploads.service';
import {
  cancelAdminEvent,
  createAdminEvent,
  deleteAdminEvent,
  getAdminEvent,
  listAdminEvents,
  updateAdminEvent,
  EVENT_FORM,
  type TEventAdminDeps,
} from './events.admin.service';

/**
 * The administrator's events (docs/product.md §7); registered inside the admin scope
 * (plugins/admin-scope.ts). Create and update are multipart: their fields go through the contract's
 * schemas in the service, once the form is read.
 */
export const eventsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TEventAdminDeps = { db: app.db, now: () => app.clock.now(), uploads: app.uploads };
  const tags = ['admin: events'];
  const security = [{ bearer: [] }];
  const consumes = ['multipart/form-data'];

  app.get(
    '/admin/events',
    { schema: { tags, security, querystring: ZAdminEventListQuerySchema, response: { 200: ZAdminEventListResponseSchema } } },
    async (request) => ok(await listAdminEvents(deps, request.query)),
  );

  app.get('/admin/events/:id', { schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZAdminEventResponseSchema } } }, async (request) =>
    ok({ event: await getAdminEvent(deps, request.params.id) }),
  );

  app.post('/admin/events', { schema: { tags, security, consumes, response: { 201: ZAdminEventResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(ok({ event: await createAdminEvent(deps, await readMultipart(request, EVENT_FORM)) }, 'Event created successfully')),
  );

  app.post(
    '/admin/events/:id',
    { schema: { tags, security, consumes, params: ZIdParamsSchema, response: { 200: ZAdminEventResponseSchema } } },
    async (request) => ok({ event: await updateAdminEvent(deps, request.params.id, await readMultipart(request, EVENT_FORM)) }, 'Event updated successfully'),
  );

  app.post(
    '/admin/events/:id/cancel',
    { schema: { tags, security, params: ZIdParamsSchema, body: ZAdminEventCancelBodySchema.nullish(), response: { 200: ZAdminEventResponseSchema } } },
    async (request) => {
      const event = await cancelAdminEvent(deps, request.params.id);
      // Every paid order of it is refunded through the gateway, and checkouts still holding seats are released.
      const refunded = await refundCancelledEvent(bookingDepsOf(app), event.id, request.body?.reason || 'The event was cancelled.');
      request.log.info({ eventId: event.id, reason: request.body?.reason ?? null, invoices: refunded.invoices }, 'event cancelled');
      return ok({ event }, 'Event cancelled successfully');
    },
  );

  app.delete('/admin/events/:id', { schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZDeletedResponseSchema } } }, async (request) =>
    ok(await deleteAdminEvent(deps, request.params.id), 'Event deleted successfully'),
  );
};
