import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../contract/ids';
import {
  ZCheckInsResponseSchema,
  ZScanEventsResponseSchema,
  ZScanManifestQuerySchema,
  ZScanManifestResponseSchema,
  ZScanUploadRequestSchema,
  ZScanUploadResponseSchema,
} from '../../../contract/scans';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { getCheckIns, getManifest, listScanEvents, uploadScans, type ScanDeps } from './scans.service';

/**
 * The door scanner's calls (docs/product.md §7, docs/architecture.md §6): administrators and door staff
 * (roles 1 and 3). The role check runs on request, before any parameter or body is validated.
 */
export const scansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(1, 3));
  const deps: ScanDeps = { db: app.db, now: app.clock.now, signingKey: app.signingKey };
  const tags = ['scanner'];
  const security = [{ bearer: [] }];

  app.get('/admin/scan/events', { schema: { tags, security, response: { 200: ZScanEventsResponseSchema } } }, async () =>
    ok({ events: await listScanEvents(deps) }),
  );

  app.get(
    '/admin/events/:id/scan-manifest',
    { schema: { tags, security, params: ZIdParamsSchema, querystring: ZScanManifestQuerySchema, response: { 200: ZScanManifestResponseSchema } } },
    async (request) => ok(await getManifest(deps, request.params.id, request.query.since, authOf(request).user)),
  );

  app.post(
    '/admin/events/:id/scans',
    {
      bodyLimit: 2 * 1024 * 1024,
      schema: { tags, security, params: ZIdParamsSchema, body: ZScanUploadRequestSchema, response: { 200: ZScanUploadResponseSchema } },
    },
    async (request) => {
      const results = await uploadScans(deps, request.params.id, authOf(request).user, request.body.scans);
      for (const r of results) app.metrics.scans.inc({ result: r.duplicate ? 'duplicate' : r.conflict ? 'conflict' : r.decision });
      return ok({ results });
    },
  );

  app.get('/admin/events/:id/check-ins', { schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZCheckInsResponseSchema } } }, async (request) =>
    ok(await getCheckIns(deps, request.params.id, authOf(request).user)),
  );
};
