import { z } from 'zod';
import { ZIdParamSchema, ZIdSchema } from './ids';
import { MAX_PAGE, successEnvelope, ZPaginationSchema } from './common';

/** A category without its subtree. Name and description are in the caller's language (docs/product.md §3). */
export const ZCategoryRefSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  parent_id: ZIdSchema.nullable(),
  description: z.string().nullable(),
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

export const ZCategorySchema: z.ZodType<TCategory> = z.lazy(() =>
  ZCategoryRefSchema.extend({
    children: z.array(ZCategorySchema).optional(),
    direct_children: z.array(ZCategoryRefSchema).optional(),
  }),
);

export const ZCategoryListQuerySchema = z.object({
  hierarchical: z.enum(['0', '1', 'true', 'false']).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(100),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  parent_id: ZIdParamSchema.optional(),
});
export type TCategoryListQuery = z.infer<typeof ZCategoryListQuerySchema>;

export const ZCategoryListResponseSchema = successEnvelope(
  z.object({ categories: z.array(ZCategorySchema), pagination: ZPaginationSchema }),
);
export type TCategoryListResponse = z.infer<typeof ZCategoryListResponseSchema>;
