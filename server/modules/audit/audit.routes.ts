import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditLogQuerySchema, ZAuditLogResponseSchema } from '../../../contract/audit';
import { ok } from '../../lib/envelope';
import { listAuditLog } from './audit.service';

/** The audit log (docs/architecture.md §12); registered inside the admin scope (plugins/admin-scope.ts). */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: audit log'];
  const security = [{ bearer: [] }];
  app.get('/admin/audit-log', { schema: { tags, security, querystring: ZAuditLogQuerySchema, response: { 200: ZAuditLogResponseSchema } } }, async (request) =>
    ok(await listAuditLog(app.db, request.query)),
  );
};
