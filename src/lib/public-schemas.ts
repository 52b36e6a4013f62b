import * as z from 'zod/mini';
import { ZEventSchema } from '../../contract/events';
import { ZPaginationSchema } from '../../contract/common';

/*
 * The schemas of the answers the first load asks for, in one file loaded with the first answer to parse
 * (docs/architecture.md §8): zod and the contract's schemas stay out of the first paint. Modules of the first load
 * name them through `lazySchema` (src/lib/lazy-schema.ts), never import this file.
 */

export { ZCategoryListResponseSchema } from '../../contract/categories';
export { ZErrorEnvelopeSchema } from '../../contract/common';
export { ZJoinCommunityResponseSchema } from '../../contract/community';
export { ZEventListResponseSchema, ZEventResponseSchema } from '../../contract/events';
export { ZHeroResponseSchema, ZSliderResponseSchema } from '../../contract/media';
export { ZCurrentUserResponseSchema, ZUserStatsResponseSchema } from '../../contract/users';

/** An envelope whose data nobody reads (logout). */
export const ZAnyResponseSchema = z.unknown();

/** docs/architecture.md §4: GET /api/events/location is a plain array of strings. */
export const ZLocationsSchema = z.array(z.string());

/** src/offline/events-store.ts: a list page and a VAT rate saved on this device, checked before they are shown. */
export const ZSavedListPageSchema = z.object({ events: z.array(ZEventSchema), pagination: ZPaginationSchema });
export const ZSavedVatRateSchema = z.number().check(z.minimum(0), z.maximum(100));
export { ZEventSchema };
