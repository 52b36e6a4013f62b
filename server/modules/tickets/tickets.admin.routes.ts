import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminTicketBodySchema,
  ZAdminTicketListResponseSchema,
  ZAdminTicketResponseSchema,
  ZAdminTicketUpdateBodySchema,
  ZDeletedResponseSchema,
} from '../../../contract/admin-catalogue';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { createTicket, editTicket, listEventTickets, removeTicket } from './tickets.admin.service';

/** An event's ticket types (docs/product.md §7); registered inside the admin scope (plugins/admin-scope.ts). */
export const ticketsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: tickets'];
  const security = [{ bearer: [] }];

  app.get(
    '/admin/events/:id/tickets',
    { schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZAdminTicketListResponseSchema } } },
    async (request) => ok({ tickets: await listEventTickets(app.db, request.params.id) }),
  );

  app.post(
    '/admin/events/:id/tickets',
    { schema: { tags, security, params: ZIdParamsSchema, body: ZAdminTicketBodySchema, response: { 201: ZAdminTicketResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(ok({ ticket: await createTicket(app.db, request.params.id, request.body) }, 'Ticket created successfully')),
  );

  app.put(
    '/admin/tickets/:id',
    { schema: { tags, security, params: ZIdParamsSchema, body: ZAdminTicketUpdateBodySchema, response: { 200: ZAdminTicketResponseSchema } } },
    async (request) => {
      const ticket = await editTicket(app.db, request.params.id, request.body);
      // A raised total frees seats: the waitlist is offered them first (docs/architecture.md §11 Waitlist).
      app.payments.seatsFreed.notify();
      return ok({ ticket }, 'Ticket updated successfully');
    },
  );

  app.delete('/admin/tickets/:id', { schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZDeletedResponseSchema } } }, async (request) =>
    ok(await removeTicket(app.db, request.params.id), 'Ticket deleted successfully'),
  );
};
