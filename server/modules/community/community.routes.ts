import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactRequestSchema, ZContactResponseSchema, ZJoinCommunityRequestSchema, ZJoinCommunityResponseSchema } from '../../../contract/community';
import { ok } from '../../lib/envelope';
import { joinCommunity, sendContactMessage } from './community.service';

/** Public forms are spam targets: a few submissions per minute per address is plenty for a person. */
const FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/join-community',
    {
      config: { rateLimit: FORM_RATE_LIMIT },
      schema: { tags: ['community'], body: ZJoinCommunityRequestSchema, response: { 200: ZJoinCommunityResponseSchema } },
    },
    async (request) => ok(await joinCommunity(app.db, request.body.email, request.body.locale)),
  );

  app.post(
    '/contact',
    { config: { rateLimit: FORM_RATE_LIMIT }, schema: { tags: ['community'], body: ZContactRequestSchema, response: { 200: ZContactResponseSchema } } },
    async (request) => ok(await sendContactMessage(app.db, request.body), 'Message sent successfully'),
  );
};
