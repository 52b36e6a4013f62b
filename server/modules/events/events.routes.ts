import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZEventListQuerySchema,
  ZEventListResponseSchema,
  ZEventResponseSchema,
  ZEventTicketSchema,
} from '../../../contract/events';
import { successEnvelope } from '../../../contract/common';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { getEvent, getEventWithVat, listEvents, listLocations } from './events.service';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/events', { schema: { tags: ['events'], querystring: ZEventListQuerySchema, response: { 200: ZEventListResponseSchema } } }, async (request) =>
    ok(await listEvents(app.db, request.query)),
  );

  // Kept as a plain array: the web app reads it that way (docs/architecture.md §4).
  app.get('/events/location', { schema: { tags: ['events'], response: { 200: z.array(z.string()) } } }, async () => listLocations(app.db));

  app.get('/events/:id', { schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZEventResponseSchema } } }, async (request) =>
    ok(await getEventWithVat(app.db, request.params.id, app.config.vatRateBp)),
  );

  app.get(
    '/events/:id/tickets',
    { schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: successEnvelope(z.object({ tickets: z.array(ZEventTicketSchema) })) } } },
    async (request) => ok({ tickets: (await getEvent(app.db, request.params.id)).tickets }),
  );
};
