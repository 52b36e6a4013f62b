import { z } from 'zod';

/** Languages the product speaks. */
export const LOCALES = ['en', 'ar'] as const;
export const ZLocaleSchema = z.enum(LOCALES);
export type TLocale = z.infer<typeof ZLocaleSchema>;

/** Roles of docs/architecture.md §4. */
export const ROLE = { admin: 1, user: 2, staff: 3 } as const;
export const ZRoleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** The highest page number a list accepts: deeper pages would only scan rows to skip them. */
export const MAX_PAGE = 100_000;

/** Money on the wire: OMR with 3 decimals as a string, e.g. "5.000". */
export const ZMoneySchema = z.string().regex(/^-?\d+\.\d{3}$/);
/** Coins on the wire: two decimals as a string, e.g. "12.50". */
export const ZCoinsSchema = z.string().regex(/^-?\d+\.\d{2}$/);

export const ZPaginationSchema = z.object({
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
  last_page: z.number().int().min(1),
});
export type TPagination = z.infer<typeof ZPaginationSchema>;

export const ZFieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export const ZErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: ZFieldErrorsSchema.optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelopeSchema>;

/** Wraps a data schema in the success envelope of docs/architecture.md §4. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
  });
}

/** `?flag=1` style booleans in query strings. */
export const ZQueryFlagSchema = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')])
  .transform((v) => v === '1' || v === 'true');
