import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPromoPreviewParamsSchema, ZPromoPreviewQuerySchema, ZPromoPreviewResponseSchema } from '../../../contract/promo';
import { ok } from '../../lib/envelope';
import { promoGuessLimit } from './promo.guesses';
import { previewPromo } from './promo.preview';

/** The booking panel's promo code preview (docs/product.md §10 Promo codes); guests may ask, guesses are limited. */
export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  const guesses = promoGuessLimit(app);
  app.get(
    '/promo-codes/:code',
    {
      preHandler: [app.optionalAuth, guesses.guard],
      schema: { tags: ['bookings'], params: ZPromoPreviewParamsSchema, querystring: ZPromoPreviewQuerySchema, response: { 200: ZPromoPreviewResponseSchema } },
    },
    async (request) => {
      try {
        const userId = request.auth?.user.id ?? null;
        return ok(await previewPromo(app.db, request.params.code, request.query, userId, app.config.vatRateBp, app.clock.now()));
      } catch (error) {
        await guesses.countIfUnknown(request, error);
        throw error;
      }
    },
  );
};
