import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../contract/ids';
import {
  WAITLIST_MESSAGES,
  ZAdminWaitlistEntryParamsSchema,
  ZAdminWaitlistEntryResponseSchema,
  ZAdminWaitlistQuerySchema,
  ZAdminWaitlistResponseSchema,
} from '../../../contract/waitlist';
import { ok } from '../../lib/envelope';
import { listWaitlist, offerNow, removeEntry } from './waitlist.service';

/** The line of a ticket type for an administrator (docs/product.md §10 Waitlist); inside the admin scope. */
export const waitlistAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.waitlistDeps;
  const tags = ['admin: waitlist'];
  const security = [{ bearer: [] }];
  const params = ZAdminWaitlistEntryParamsSchema;

  app.get(
    '/admin/tickets/:id/waitlist',
    { schema: { tags, security, params: ZIdParamsSchema, querystring: ZAdminWaitlistQuerySchema, response: { 200: ZAdminWaitlistResponseSchema } } },
    async (request) => ok(await listWaitlist(deps, request.params.id, request.query)),
  );

  app.post(
    '/admin/tickets/:id/waitlist/:entryId/offer',
    { schema: { tags, security, params, response: { 200: ZAdminWaitlistEntryResponseSchema } } },
    async (request) => ok({ entry: await offerNow(deps, request.params.id, request.params.entryId) }, WAITLIST_MESSAGES.offered),
  );

  app.delete(
    '/admin/tickets/:id/waitlist/:entryId',
    { schema: { tags, security, params, response: { 200: ZAdminWaitlistEntryResponseSchema } } },
    async (request) => ok({ entry: await removeEntry(deps, request.params.id, request.params.entryId) }, WAITLIST_MESSAGES.removed),
  );
};
