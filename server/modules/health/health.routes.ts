import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '../../../contract/common';
import { ok } from '../../lib/envelope';
import { checkHealth, checkReadiness } from './health.service';

const ZHealthResponseSchema = successEnvelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), time: z.string() }));

const ZReadinessSchema = z.object({ status: z.enum(['ready', 'not_ready']), database: z.enum(['ok', 'down']), redis: z.enum(['ok', 'down', 'off']) });
const ZReadyResponseSchema = successEnvelope(ZReadinessSchema);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // For a load balancer or orchestrator: 503 while the database (or Redis, when set) does not answer.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        response: { 200: ZReadyResponseSchema, 503: z.object({ success: z.literal(false), message: z.string(), code: z.string(), data: ZReadinessSchema }) },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.db, app.pingRedis);
      if (readiness.status === 'ready') return ok(readiness);
      return reply
        .status(503)
        .send({ success: false as const, code: 'service.unavailable', message: 'Not ready: a dependency does not answer.', data: readiness });
    },
  );

  app.get('/health', { schema: { tags: ['health'], response: { 200: ZHealthResponseSchema } } }, async () =>
    ok(await checkHealth(app.db, app.dbKind, new Date())),
  );
};
