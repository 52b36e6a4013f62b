import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHeroResponseSchema, ZSliderResponseSchema } from '../../../contract/media';
import { ok } from '../../lib/envelope';
import { getHero, listSliderImages } from './media.service';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/hero', { schema: { tags: ['media'], response: { 200: ZHeroResponseSchema } } }, async () => ok(await getHero(app.db)));

  app.get('/slider', { schema: { tags: ['media'], response: { 200: ZSliderResponseSchema } } }, async () =>
    ok(await listSliderImages(app.db), 'Slider images loaded.'),
  );
};
