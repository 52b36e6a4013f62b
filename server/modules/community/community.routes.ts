import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZContactRequestSchema,
  ZContactResponseSchema,
  ZJoinCommunityRequestSchema,
  ZJoinCommunityResponseSchema,
} from '../../../contract/community';
import { ok } from '../../lib/envelope';
import { insertCommunityMember, insertContactMessage } from './community.repository';

/** Public forms are spam targets: a few submissions per minute per address is plenty for a person. */
const FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/join-community',
    { config: { rateLimit: FORM_RATE_LIMIT }, schema: { tags: ['community'], body: ZJoinCommunityRequestSchema, response: { 200: ZJoinCommunityResponseSchema } } },
    async (request) => {
      const added = await insertCommunityMember(app.db, request.body.email, request.body.locale ?? 'en');
      return ok(
        { message: added ? 'Welcome to the Tadhkira community!' : 'You are already part of the Tadhkira community.', already_member: !added },
      );
    },
  );

  app.post(
    '/contact',
    { config: { rateLimit: FORM_RATE_LIMIT }, schema: { tags: ['community'], body: ZContactRequestSchema, response: { 200: ZContactResponseSchema } } },
    async (request) => {
      const id = await insertContactMessage(app.db, { ...request.body, locale: request.body.locale ?? 'en' });
      return ok({ id }, 'Message sent successfully');
    },
  );
};
