import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLedgerPageQuerySchema } from '../../../contract/coins';
import {
  REWARD_MESSAGES,
  ZRedeemRewardResponseSchema,
  ZRedemptionListResponseSchema,
  ZRewardListQuerySchema,
  ZRewardListResponseSchema,
} from '../../../contract/rewards';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { contentLocale } from '../../lib/locale';
import { authOf } from '../../plugins/auth';
import { listRedemptions, listRewards, redeemReward } from './rewards.service';

/**
 * Rewards and redemptions of the signed-in user (docs/product.md §2 /rewards; docs/architecture.md §5), titles
 * and descriptions in the caller's language (server/lib/locale.ts).
 */
export const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['rewards'];
  const security = [{ bearer: [] }];
  const now = () => app.clock.now();

  app.get(
    '/rewards',
    { preHandler: app.requireAuth, schema: { tags, security, querystring: ZRewardListQuerySchema, response: { 200: ZRewardListResponseSchema } } },
    async (request, reply) => ok(await listRewards(app.db, authOf(request).user.id, request.query, now(), contentLocale(request, reply))),
  );

  app.post(
    '/rewards/:id/redeem',
    { preValidation: app.requireAuth, schema: { tags, security, params: ZIdParamsSchema, response: { 201: ZRedeemRewardResponseSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await redeemReward(app.db, authOf(request).user.id, request.params.id, now(), contentLocale(request, reply)), REWARD_MESSAGES.redeemed)),
  );

  app.get(
    '/user/redemptions',
    { preHandler: app.requireAuth, schema: { tags, security, querystring: ZLedgerPageQuerySchema, response: { 200: ZRedemptionListResponseSchema } } },
    async (request, reply) => ok(await listRedemptions(app.db, authOf(request).user.id, request.query, contentLocale(request, reply))),
  );
};
