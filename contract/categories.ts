import * as z from 'zod/mini';
import { ZIdParamSchema, ZIdSchema } from './ids';
import { MAX_PAGE, successEnvelope, ZPaginationSchema } from './common';

/** A category without its subtree. Name and description are in the caller's language (docs/product.md §3). */
export const ZCategoryRefSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  parent_id: z.nullable(ZIdSchema),
  description: z.nullable(z.string()),
});
export type TCategoryRef = z.infer<typeof ZCategoryRefSchema>;

/**
 * Hierarchical lists and `GET categories/{id}` send both spellings docs/product.md §3 names: `children`,
 * the whole subtree (each child with its own `children`), and `direct_children`, the direct children
 * only, each without a subtree (so the payload does not double at every level). Flat lists send neither.
 */
export type TCategory = TCategoryRef & {
  children?: TCategory[];
  direct_children?: TCategoryRef[];
};

export const ZCategorySchema: z.ZodMiniType<TCategory> = z.lazy(() =>
  z.extend(ZCategoryRefSchema, {
    children: z.optional(z.array(ZCategorySchema)),
    direct_children: z.optional(z.array(ZCategoryRefSchema)),
  }),
);

export const ZCategoryListQuerySchema = z.object({
  hierarchical: z.optional(z.enum(['0', '1', 'true', 'false'])),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 100),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE)), 1),
  parent_id: z.optional(ZIdParamSchema),
});
export type TCategoryListQuery = z.infer<typeof ZCategoryListQuerySchema>;

export const ZCategoryListResponseSchema = successEnvelope(z.object({ categories: z.array(ZCategorySchema), pagination: ZPaginationSchema }));
export type TCategoryListResponse = z.infer<typeof ZCategoryListResponseSchema>;
