import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCategoryListQuerySchema, ZCategoryListResponseSchema, ZCategorySchema } from '../../../contract/categories';
import { successEnvelope } from '../../../contract/common';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { contentLocale } from '../../lib/locale';
import { getCategory, listCategories } from './categories.service';

/** Names and descriptions in the caller's language: `lang`, else Accept-Language (server/lib/locale.ts). */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    { schema: { tags: ['categories'], querystring: ZCategoryListQuerySchema, response: { 200: ZCategoryListResponseSchema } } },
    async (request, reply) => ok(await listCategories(app.db, request.query, contentLocale(request, reply))),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags: ['categories'],
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(z.object({ category: ZCategorySchema })) },
      },
    },
    async (request, reply) => ok({ category: await getCategory(app.db, request.params.id, contentLocale(request, reply)) }),
  );
};
