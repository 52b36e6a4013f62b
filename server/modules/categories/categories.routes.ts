import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCategoryListQuerySchema, ZCategoryListResponseSchema, ZCategorySchema } from '../../../contract/categories';
import { successEnvelope } from '../../../contract/common';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { getCategory, listCategories } from './categories.service';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    { schema: { tags: ['categories'], querystring: ZCategoryListQuerySchema, response: { 200: ZCategoryListResponseSchema } } },
    async (request) => ok(await listCategories(app.db, request.query)),
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
    async (request) => ok({ category: await getCategory(app.db, request.params.id) }),
  );
};
