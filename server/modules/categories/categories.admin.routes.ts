import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminCategoryBodySchema,
  ZAdminCategoryResponseSchema,
  ZAdminCategoryTreeResponseSchema,
  ZDeletedResponseSchema,
} from '../../../contract/admin-catalogue';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { createCategory, editCategory, getCategoryTree, removeCategory } from './categories.admin.service';

/** The administrator's categories (docs/product.md §5, §7); registered inside the admin scope (plugins/admin-scope.ts). */
export const categoriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: categories'];
  const security = [{ bearer: [] }];

  app.get('/admin/categories', { schema: { tags, security, response: { 200: ZAdminCategoryTreeResponseSchema } } }, async () =>
    ok({ categories: await getCategoryTree(app.db) }),
  );

  app.post(
    '/admin/categories',
    { schema: { tags, security, body: ZAdminCategoryBodySchema, response: { 201: ZAdminCategoryResponseSchema } } },
    async (request, reply) => reply.status(201).send(ok({ category: await createCategory(app.db, request.body) }, 'Category created successfully')),
  );

  app.put(
    '/admin/categories/:id',
    { schema: { tags, security, params: ZIdParamsSchema, body: ZAdminCategoryBodySchema, response: { 200: ZAdminCategoryResponseSchema } } },
    async (request) => ok({ category: await editCategory(app.db, request.params.id, request.body) }, 'Category updated successfully'),
  );

  app.delete('/admin/categories/:id', { schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZDeletedResponseSchema } } }, async (request) =>
    ok(await removeCategory(app.db, request.params.id), 'Category deleted successfully'),
  );
};
