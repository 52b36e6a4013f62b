import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminRedemptionListQuerySchema,
  ZAdminRedemptionListResponseSchema,
  ZAdminRedemptionResponseSchema,
  ZAdminRedemptionStatusBodySchema,
  ZAdminRewardBodySchema,
  ZAdminRewardDeleteResponseSchema,
  ZAdminRewardListQuerySchema,
  ZAdminRewardListResponseSchema,
  ZAdminRewardResponseSchema,
  ZAdminRewardUpdateBodySchema,
} from '../../../contract/admin-people';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { createReward, editReward, listAdminRewards, listRewardRedemptions, removeReward, setRedemptionStatus } from './rewards.admin.service';

/** The administrator's rewards and redemptions (docs/product.md §2, §7); registered inside the admin scope (plugins/admin-scope.ts). */
export const rewardsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: rewards'];
  const security = [{ bearer: [] }];
  const now = () => app.clock.now();
  const params = ZIdParamsSchema;

  app.get(
    '/admin/rewards',
    { schema: { tags, security, querystring: ZAdminRewardListQuerySchema, response: { 200: ZAdminRewardListResponseSchema } } },
    async (request) => ok(await listAdminRewards(app.db, request.query)),
  );

  app.post(
    '/admin/rewards',
    { schema: { tags, security, body: ZAdminRewardBodySchema, response: { 201: ZAdminRewardResponseSchema } } },
    async (request, reply) => reply.status(201).send(ok({ reward: await createReward(app.db, request.body, now()) }, 'Reward created successfully')),
  );

  app.put(
    '/admin/rewards/:id',
    { schema: { tags, security, params, body: ZAdminRewardUpdateBodySchema, response: { 200: ZAdminRewardResponseSchema } } },
    async (request) => ok({ reward: await editReward(app.db, request.params.id, request.body, now()) }, 'Reward updated successfully'),
  );

  app.delete('/admin/rewards/:id', { schema: { tags, security, params, response: { 200: ZAdminRewardDeleteResponseSchema } } }, async (request) => {
    const result = await removeReward(app.db, request.params.id, now());
    return ok(result, result.deleted ? 'Reward deleted successfully' : 'The reward has redemptions, so it was deactivated instead');
  });

  app.get(
    '/admin/rewards/:id/redemptions',
    { schema: { tags, security, params, querystring: ZAdminRedemptionListQuerySchema, response: { 200: ZAdminRedemptionListResponseSchema } } },
    async (request) => ok(await listRewardRedemptions(app.db, request.params.id, request.query)),
  );

  app.patch(
    '/admin/redemptions/:id',
    { schema: { tags, security, params, body: ZAdminRedemptionStatusBodySchema, response: { 200: ZAdminRedemptionResponseSchema } } },
    async (request) => ok({ redemption: await setRedemptionStatus(app.db, request.params.id, request.body.status, now()) }, 'Redemption updated successfully'),
  );
};
