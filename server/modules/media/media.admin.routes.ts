import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ZHeroUploadResponseSchema, ZSliderResponseSchema, ZSliderSaveResponseSchema } from '../../../contract/media';
import { ok } from '../../lib/envelope';
import { readMultipart } from '../uploads/uploads.service';
import { deleteSliderImage, HERO_FORM, removeHero, saveSlider, uploadHero } from './media.service';
import { SLIDER_FORM } from './media.slider-form';

/**
 * The administrator's hero and slider editors (docs/product.md §7). Registered inside adminScope in
 * server/app.ts, whose guard admits role 1 only (DELETE slider/{id} included).
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, uploads: app.uploads };
  const multipart = { tags: ['media'], security: [{ bearer: [] }], consumes: ['multipart/form-data'] };

  app.post('/admin/hero', { schema: { ...multipart, response: { 200: ZHeroUploadResponseSchema } } }, async (request) =>
    ok(await uploadHero(deps, await readMultipart(request, HERO_FORM)), 'Hero media updated.'),
  );

  app.delete('/admin/hero', { schema: { tags: ['media'], security: [{ bearer: [] }], response: { 200: ZHeroUploadResponseSchema } } }, async () =>
    ok(await removeHero(deps), 'Hero media removed.'),
  );

  app.post('/admin/slider', { schema: { ...multipart, response: { 200: ZSliderSaveResponseSchema } } }, async (request) =>
    ok(await saveSlider(deps, await readMultipart(request, SLIDER_FORM)), 'Slider images saved.'),
  );

  app.delete(
    '/slider/:id',
    { schema: { tags: ['media'], security: [{ bearer: [] }], params: ZIdParamsSchema, response: { 200: ZSliderResponseSchema } } },
    async (request) => ok(await deleteSliderImage(deps, request.params.id), 'Slider image deleted.'),
  );
};
