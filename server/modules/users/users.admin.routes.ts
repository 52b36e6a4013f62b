import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminUserBookingsResponseSchema,
  ZAdminUserDetailResponseSchema,
  ZAdminUserInvoicesResponseSchema,
  ZAdminUserListQuerySchema,
  ZAdminUserListResponseSchema,
  ZAdminUserPageQuerySchema,
  ZAdminUserRedemptionsResponseSchema,
  ZAdminUserResponseSchema,
  ZAdminUserRoleBodySchema,
  ZAdminUserTransactionsResponseSchema,
} from '../../../contract/admin-people';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { contentLocale } from '../../lib/locale';
import { authOf } from '../../plugins/auth';
import {
  changeUserRole,
  getAdminUser,
  listAdminUsers,
  listUserBookings,
  listUserInvoices,
  listUserRedemptions,
  listUserTransactions,
} from './users.admin.service';

/**
 * The administrator's users and their roles (docs/product.md §2, §7); registered inside the admin scope
 * (plugins/admin-scope.ts). A user's tabs name events, tickets and rewards in the admin's language.
 */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: users'];
  const security = [{ bearer: [] }];
  const now = () => app.clock.now();
  const params = ZIdParamsSchema;
  const querystring = ZAdminUserPageQuerySchema;

  app.get(
    '/admin/users',
    { schema: { tags, security, querystring: ZAdminUserListQuerySchema, response: { 200: ZAdminUserListResponseSchema } } },
    async (request) => ok(await listAdminUsers(app.db, request.query)),
  );

  app.get('/admin/users/:id', { schema: { tags, security, params, response: { 200: ZAdminUserDetailResponseSchema } } }, async (request) =>
    ok(await getAdminUser(app.db, request.params.id, now())),
  );

  app.get(
    '/admin/users/:id/bookings',
    { schema: { tags, security, params, querystring, response: { 200: ZAdminUserBookingsResponseSchema } } },
    async (request, reply) => ok(await listUserBookings(app.db, request.params.id, request.query, now(), contentLocale(request, reply))),
  );

  app.get(
    '/admin/users/:id/invoices',
    { schema: { tags, security, params, querystring, response: { 200: ZAdminUserInvoicesResponseSchema } } },
    async (request, reply) => ok(await listUserInvoices(app.db, request.params.id, request.query, contentLocale(request, reply))),
  );

  app.get(
    '/admin/users/:id/transactions',
    { schema: { tags, security, params, querystring, response: { 200: ZAdminUserTransactionsResponseSchema } } },
    async (request, reply) => ok(await listUserTransactions(app.db, request.params.id, request.query, contentLocale(request, reply))),
  );

  app.get(
    '/admin/users/:id/redemptions',
    { schema: { tags, security, params, querystring, response: { 200: ZAdminUserRedemptionsResponseSchema } } },
    async (request, reply) => ok(await listUserRedemptions(app.db, request.params.id, request.query, contentLocale(request, reply))),
  );

  app.patch(
    '/admin/users/:id/role',
    { schema: { tags, security, params, body: ZAdminUserRoleBodySchema, response: { 200: ZAdminUserResponseSchema } } },
    async (request) =>
      ok({ user: await changeUserRole(app.db, authOf(request).user.id, request.params.id, request.body.role_id, now()) }, 'User role updated successfully'),
  );
};
