import { z } from 'zod';
import { ZIdParamSchema, ZIdSchema } from './ids';
import { successEnvelope, ZPaginationSchema } from './common';

export type TCategory = {
  id: number;
  name: string;
  parent_id: number | null;
  description: string | null;
  children?: TCategory[];
};

export const ZCategorySchema: z.ZodType<TCategory> = z.lazy(() =>
  z.object({
    id: ZIdSchema,
    name: z.string(),
    parent_id: ZIdSchema.nullable(),
    description: z.string().nullable(),
    children: z.array(ZCategorySchema).optional(),
  }),
);

export const ZCategoryListQuerySchema = z.object({
  hierarchical: z.enum(['0', '1', 'true', 'false']).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(100),
  page: z.coerce.number().int().min(1).default(1),
  parent_id: ZIdParamSchema.optional(),
});
export type TCategoryListQuery = z.infer<typeof ZCategoryListQuerySchema>;

export const ZCategoryListResponseSchema = successEnvelope(
  z.object({ categories: z.array(ZCategorySchema), pagination: ZPaginationSchema }),
);
export type TCategoryListResponse = z.infer<typeof ZCategoryListResponseSchema>;
