import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCurrentUserResponseSchema, ZUpdateProfileRequestSchema, ZUserResponseSchema, ZUserStatsResponseSchema } from '../../../contract/users';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { getStats, phoneFlags, toUser, updateProfile } from './users.service';

/** The signed-in user's own profile (docs/product.md §7 GET user; docs/architecture.md §5 PATCH user, GET user/stats). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const security = [{ bearer: [] }];

  app.get('/user', { preHandler: app.requireAuth, schema: { tags, security, response: { 200: ZCurrentUserResponseSchema } } }, async (request) => {
    const { user } = authOf(request);
    return ok({ user: toUser(user), ...phoneFlags(user) });
  });

  app.patch(
    '/user',
    { preHandler: app.requireAuth, schema: { tags, security, body: ZUpdateProfileRequestSchema, response: { 200: ZUserResponseSchema } } },
    async (request) => ok({ user: await updateProfile(app.db, authOf(request).user, request.body, app.clock.now()) }, 'Profile updated.'),
  );

  app.get('/user/stats', { preHandler: app.requireAuth, schema: { tags, security, response: { 200: ZUserStatsResponseSchema } } }, async (request) =>
    ok(await getStats(app.db, authOf(request).user.id, app.clock.now())),
  );
};
