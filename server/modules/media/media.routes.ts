import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHeroResponseSchema, ZSliderResponseSchema } from '../../../contract/media';
import { ok } from '../../lib/envelope';
import { findCurrentHero, findSliderImages } from './media.repository';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/hero', { schema: { tags: ['media'], response: { 200: ZHeroResponseSchema } } }, async () => {
    const hero = await findCurrentHero(app.db);
    return ok({ url: hero ? `/uploads/${hero.path}` : null, kind: hero?.kind ?? null });
  });

  app.get('/slider', { schema: { tags: ['media'], response: { 200: ZSliderResponseSchema } } }, async () => {
    const rows = await findSliderImages(app.db);
    return ok(
      rows.map((r) => ({ id: r.id, url: `/uploads/${r.path}`, position: r.position })),
      'Slider images loaded.',
    );
  });
};
