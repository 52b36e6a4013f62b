import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROMO_ADMIN_MESSAGES,
  ZAdminPromoCodeBodySchema,
  ZAdminPromoCodeDeleteResponseSchema,
  ZAdminPromoCodeListQuerySchema,
  ZAdminPromoCodeListResponseSchema,
  ZAdminPromoCodeResponseSchema,
  ZAdminPromoCodeUpdateBodySchema,
} from '../../../contract/admin-promo-codes';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { createPromoCode, editPromoCode, listPromoCodes, removePromoCode } from './promo.admin.service';

/** The administrator's promo codes (docs/product.md §10 Promo codes); registered inside the admin scope (plugins/admin-scope.ts). */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: promo codes'];
  const security = [{ bearer: [] }];
  const now = () => app.clock.now();
  const params = ZIdParamsSchema;

  app.get(
    '/admin/promo-codes',
    { schema: { tags, security, querystring: ZAdminPromoCodeListQuerySchema, response: { 200: ZAdminPromoCodeListResponseSchema } } },
    async (request) => ok(await listPromoCodes(app.db, request.query, now())),
  );

  app.post(
    '/admin/promo-codes',
    { schema: { tags, security, body: ZAdminPromoCodeBodySchema, response: { 201: ZAdminPromoCodeResponseSchema } } },
    async (request, reply) => reply.status(201).send(ok({ promo_code: await createPromoCode(app.db, request.body, now()) }, PROMO_ADMIN_MESSAGES.created)),
  );

  app.put(
    '/admin/promo-codes/:id',
    { schema: { tags, security, params, body: ZAdminPromoCodeUpdateBodySchema, response: { 200: ZAdminPromoCodeResponseSchema } } },
    async (request) => ok({ promo_code: await editPromoCode(app.db, request.params.id, request.body, now()) }, PROMO_ADMIN_MESSAGES.updated),
  );

  app.delete('/admin/promo-codes/:id', { schema: { tags, security, params, response: { 200: ZAdminPromoCodeDeleteResponseSchema } } }, async (request) => {
    const result = await removePromoCode(app.db, request.params.id, now());
    return ok(result, result.deleted ? PROMO_ADMIN_MESSAGES.deleted : PROMO_ADMIN_MESSAGES.deactivated);
  });
};
