import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../contract/ids';
import { WAITLIST_MESSAGES, ZWaitlistEntryResponseSchema, ZWaitlistJoinRequestSchema, ZWaitlistMineResponseSchema } from '../../../contract/waitlist';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { joinWaitlist, leaveWaitlist, myEntry } from './waitlist.service';

/** A buyer's place in the line of a sold-out ticket type (docs/product.md §10 Waitlist). */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.waitlistDeps;
  const tags = ['waitlist'];
  const security = [{ bearer: [] }];

  app.get(
    '/tickets/:id/waitlist',
    { preHandler: app.requireAuth, schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZWaitlistMineResponseSchema } } },
    async (request) => ok({ entry: await myEntry(deps, authOf(request).user.id, request.params.id) }),
  );

  app.post(
    '/tickets/:id/waitlist',
    {
      // As for a booking: a guest or an unverified phone learns that first (the offer is a hold to pay).
      preValidation: [app.requireAuth, app.requireVerifiedPhone],
      schema: { tags, security, params: ZIdParamsSchema, body: ZWaitlistJoinRequestSchema, response: { 201: ZWaitlistEntryResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok({ entry: await joinWaitlist(deps, authOf(request).user.id, request.params.id, request.body.quantity) }, WAITLIST_MESSAGES.joined)),
  );

  app.delete(
    '/tickets/:id/waitlist',
    { preHandler: app.requireAuth, schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZWaitlistEntryResponseSchema } } },
    async (request) => ok({ entry: await leaveWaitlist(deps, authOf(request).user.id, request.params.id) }, WAITLIST_MESSAGES.left),
  );
};
