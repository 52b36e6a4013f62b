import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCoinTransactionListResponseSchema, ZLedgerPageQuerySchema } from '../../../contract/coins';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { listTransactions } from './coins.service';

/** The signed-in user's coin ledger (docs/architecture.md §5 GET user/transactions); only the caller's rows. */
export const coinsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/transactions',
    {
      preHandler: app.requireAuth,
      schema: { tags: ['coins'], security: [{ bearer: [] }], querystring: ZLedgerPageQuerySchema, response: { 200: ZCoinTransactionListResponseSchema } },
    },
    async (request) => ok(await listTransactions(app.db, authOf(request).user.id, request.query)),
  );
};
