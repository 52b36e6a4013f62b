import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTicketKeyResponseSchema } from '../../../contract/bookings';
import { ok } from '../../lib/envelope';
import { ticketKey } from './tickets.service';

/** The ticket-code public key (docs/architecture.md §5, §6): what scanners and the offline pass verify with. */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/ticket-key', { schema: { tags: ['tickets'], response: { 200: ZTicketKeyResponseSchema } } }, async (_request, reply) => {
    // Public and rarely rotated; clients keep it for offline checks anyway.
    void reply.header('cache-control', 'public, max-age=3600');
    return ok(ticketKey(app.signingKey));
  });
};
