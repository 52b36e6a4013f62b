import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminReportQuerySchema, ZAdminReportResponseSchema } from '../../../contract/admin-people';
import { csvHeaders } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { contentLocale } from '../../lib/locale';
import { exportSalesCsv, getReport, type ReportDeps } from './reports.service';

/** Reports (docs/product.md §2, §7); registered inside the admin scope (plugins/admin-scope.ts). */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ReportDeps = { db: app.db, now: app.clock.now };
  const tags = ['admin: reports'];
  const security = [{ bearer: [] }];

  app.get(
    '/admin/reports/stats',
    { schema: { tags, security, querystring: ZAdminReportQuerySchema, response: { 200: ZAdminReportResponseSchema } } },
    async (request) => ok(await getReport(deps, request.query)),
  );

  // A file download, not an envelope answer (docs/product.md §7); errors still answer with the envelope.
  app.get('/admin/reports/sales.csv', { schema: { tags, security, querystring: ZAdminReportQuerySchema } }, async (request, reply) => {
    const { filename, csv } = await exportSalesCsv(deps, request.query, contentLocale(request, reply));
    return reply.headers(csvHeaders(filename)).send(csv);
  });
};
