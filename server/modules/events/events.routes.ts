import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEventListQuerySchema, ZEventListResponseSchema, ZEventResponseSchema, ZEventTicketSchema } from '../../../contract/events';
import { successEnvelope } from '../../../contract/common';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { contentLocale } from '../../lib/locale';
import { EventReadCache, sendCachedRead } from './events.cache';
import { getEvent, getEventWithVat, listEvents, listLocations } from './events.service';

/**
 * Every answer is in the caller's language: `lang`, else Accept-Language (server/lib/locale.ts). The list and
 * one event are answered through the read cache (events.cache.ts): ETag, 304, compression done once per
 * catalogue state, and a fresh answer as soon as a booking, cancellation or edit commits.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new EventReadCache();

  app.get(
    '/events',
    { compress: false, schema: { tags: ['events'], querystring: ZEventListQuerySchema, response: { 200: ZEventListResponseSchema } } },
    async (request, reply) => {
      const locale = contentLocale(request, reply);
      return sendCachedRead(cache, app.db, request, reply, locale, ZEventListResponseSchema, async () => ok(await listEvents(app.db, request.query, locale)));
    },
  );

  // Kept as a plain array: the web app reads it that way (docs/architecture.md §4).
  app.get('/events/location', { schema: { tags: ['events'], response: { 200: z.array(z.string()) } } }, async (request, reply) =>
    listLocations(app.db, contentLocale(request, reply)),
  );

  app.get(
    '/events/:id',
    { compress: false, schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: ZEventResponseSchema } } },
    async (request, reply) => {
      const locale = contentLocale(request, reply);
      return sendCachedRead(cache, app.db, request, reply, locale, ZEventResponseSchema, async () =>
        ok(await getEventWithVat(app.db, request.params.id, app.config.vatRateBp, locale)),
      );
    },
  );

  app.get(
    '/events/:id/tickets',
    { schema: { tags: ['events'], params: ZIdParamsSchema, response: { 200: successEnvelope(z.object({ tickets: z.array(ZEventTicketSchema) })) } } },
    async (request, reply) => ok({ tickets: (await getEvent(app.db, request.params.id, contentLocale(request, reply))).tickets }),
  );
};
