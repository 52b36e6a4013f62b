import * as z from 'zod/mini';
import { ZIdSchema } from './ids';
import { successEnvelope } from './common';

export { isVideoUrl } from './constants';

/** `srcset` of an image's WebP variants (`/uploads/x-960.webp 960w, …`), sent when the server has them. */
const ZSrcSetSchema = z.optional(z.string());

export const ZHeroResponseSchema = successEnvelope(
  z.object({ url: z.nullable(z.string()), kind: z.nullable(z.enum(['image', 'video'])), srcset: ZSrcSetSchema }),
);
export type THeroResponse = z.infer<typeof ZHeroResponseSchema>;

export const ZSliderImageSchema = z.object({ id: ZIdSchema, url: z.string(), position: z.int(), srcset: ZSrcSetSchema });
export type TSliderImage = z.infer<typeof ZSliderImageSchema>;

export const ZSliderResponseSchema = successEnvelope(z.array(ZSliderImageSchema));
export type TSliderResponse = z.infer<typeof ZSliderResponseSchema>;

/** `POST admin/hero` (multipart field `file`) and `DELETE admin/hero` answer the current hero. */
export const ZHeroUploadResponseSchema = ZHeroResponseSchema;

/**
 * `POST admin/slider` (multipart, docs/product.md §7): `images[i][position]` with either `images[i][id]`
 * (keep an existing image) or `images[i][file]` (a new one). Images left out are removed; the whole set is
 * replaced atomically. Answers the new list like `GET slider`.
 */
export const ZSliderSaveResponseSchema = ZSliderResponseSchema;
