import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '../../../contract/common';
import { ok } from '../../lib/envelope';

const ZHealthResponseSchema = successEnvelope(
  z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), time: z.string() }),
);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: ZHealthResponseSchema } } }, async () => {
    await app.db.execute(sql`select 1`);
    return ok({ status: 'ok' as const, database: app.dbKind, time: new Date().toISOString() });
  });
};
