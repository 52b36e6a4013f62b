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
import { contentLocale } from '../../lib/locale';
import { getEvent, getEventWithVat, listEvents, listLocations } from './events.service';

/** Every answer is in the caller's language: `lang`, else Accept-Language (server/lib/locale.ts). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/events', { schema: { tags: ['events'], querystring: ZEventListQuerySchema, response: { 200: ZEventListResponseSchema } } }, async (request, reply) =>
    ok(await listEvents(app.db, request.query, contentLocale(request, reply))),
  );

  // Kept as a plain array: the web app reads it that way (docs/architecture.md §4).
  app.get('/events/location', { schema: { tags: ['events'], response: { 200: z.array(z.string()) } } }, async (request, reply) =>
    listLocations(app.db, contentLocale(request, reply)),
  );

  app.get('/events/:id', { schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZEventResponseSchema } } }, async (request, reply) =>
    ok(await getEventWithVat(app.db, request.params.id, app.config.vatRateBp, contentLocale(request, reply))),
  );

  app.get(
    '/events/:id/tickets',
    { schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: successEnvelope(z.object({ tickets: z.array(ZEventTicketSchema) })) } } },
    async (request, reply) => ok({ tickets: (await getEvent(app.db, request.params.id, contentLocale(request, reply))).tickets }),
  );
};
