import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../contract/ids';
import { PKPASS_CONTENT_TYPE, ZApplePassFileSchema, ZGoogleWalletLinkResponseSchema, ZWalletSettingsResponseSchema } from '../../../contract/wallet';
import { ok } from '../../lib/envelope';
import { publicOrigin } from '../../lib/public-origin';
import { authOf } from '../../plugins/auth';
import { applePassOf, googleLinkOf, type WalletDeps } from './wallet.service';

/** Apple Wallet and Google Wallet passes of the caller's tickets (docs/architecture.md §6 "Wallet passes"). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: WalletDeps = { db: app.db, wallet: app.config.wallet, now: app.clock.now };
  const tags = ['wallet'];
  const security = [{ bearer: [] }];
  const params = ZIdParamsSchema;

  // Which buttons the ticket screen offers; fixed for the life of the process.
  app.get('/wallet', { schema: { tags, response: { 200: ZWalletSettingsResponseSchema } } }, async () =>
    ok({ apple: deps.wallet.apple !== undefined, google: deps.wallet.google !== undefined }),
  );

  app.get(
    '/my-tickets/:id/wallet/apple',
    {
      preValidation: app.requireAuth,
      schema: {
        tags,
        security,
        params,
        response: {
          200: {
            description: 'The pass for Apple Wallet (a signed zip), as an attachment named after the booking number.',
            content: { [PKPASS_CONTENT_TYPE]: { schema: ZApplePassFileSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const { file, filename } = await applePassOf(deps, user, request.params.id);
      return reply.header('content-type', PKPASS_CONTENT_TYPE).header('content-disposition', `attachment; filename="${filename}"`).send(file);
    },
  );

  app.get(
    '/my-tickets/:id/wallet/google',
    { preValidation: app.requireAuth, schema: { tags, security, params, response: { 200: ZGoogleWalletLinkResponseSchema } } },
    async (request) => ok(await googleLinkOf(deps, authOf(request).user, request.params.id, publicOrigin(request, app.config))),
  );
};
