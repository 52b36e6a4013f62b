import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminBadgeBodySchema, ZAdminBadgeListResponseSchema, ZAdminBadgeResponseSchema, ZDeletedResponseSchema } from '../../../contract/admin-catalogue';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { createBadge, editBadge, listBadges, removeBadge } from './badges.service';

/** Badges CRUD (docs/product.md §3); registered inside the admin scope (plugins/admin-scope.ts). */
export const badgesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: badges'];
  const security = [{ bearer: [] }];

  app.get('/admin/badges', { schema: { tags, security, response: { 200: ZAdminBadgeListResponseSchema } } }, async () =>
    ok({ badges: await listBadges(app.db) }),
  );

  app.post('/admin/badges', { schema: { tags, security, body: ZAdminBadgeBodySchema, response: { 201: ZAdminBadgeResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(ok({ badge: await createBadge(app.db, request.body) }, 'Badge created successfully')),
  );

  app.put(
    '/admin/badges/:id',
    { schema: { tags, security, params: ZIdParamsSchema, body: ZAdminBadgeBodySchema, response: { 200: ZAdminBadgeResponseSchema } } },
    async (request) => ok({ badge: await editBadge(app.db, request.params.id, request.body) }, 'Badge updated successfully'),
  );

  app.delete('/admin/badges/:id', { schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZDeletedResponseSchema } } }, async (request) =>
    ok(await removeBadge(app.db, request.params.id), 'Badge deleted successfully'),
  );
};
