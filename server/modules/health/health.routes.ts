import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '../../../contract/common';
import { ok } from '../../lib/envelope';
import { checkHealth } from './health.service';

const ZHealthResponseSchema = successEnvelope(
  z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), time: z.string() }),
);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: ZHealthResponseSchema } } }, async () =>
    ok(await checkHealth(app.db, app.dbKind, new Date())),
  );
};
