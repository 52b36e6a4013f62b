import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCoinTransactionListResponseSchema, ZLedgerPageQuerySchema } from '../../../contract/coins';
import { ok } from '../../lib/envelope';
import { contentLocale } from '../../lib/locale';
import { authOf } from '../../plugins/auth';
import { listTransactions } from './coins.service';

/**
 * The signed-in user's coin ledger (docs/architecture.md §5 GET user/transactions); only the caller's rows,
 * event names and reward titles in the caller's language (server/lib/locale.ts).
 */
export const coinsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/transactions',
    {
      preHandler: app.requireAuth,
      schema: { tags: ['coins'], security: [{ bearer: [] }], querystring: ZLedgerPageQuerySchema, response: { 200: ZCoinTransactionListResponseSchema } },
    },
    async (request, reply) => ok(await listTransactions(app.db, authOf(request).user.id, request.query, contentLocale(request, reply))),
  );
};
