import * as z from 'zod/mini';

/*
 * Written with zod/mini (docs/architecture.md §8, issue 13): the web app's first load parses public answers
 * with these schemas, and mini's functions tree-shake where classic zod's methods bring the whole library.
 * The server takes them like any zod schema (fastify-type-provider-zod works on zod's core types).
 */

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
export const ZMoneySchema = z.string().check(z.regex(/^-?\d+\.\d{3}$/));
/** Coins on the wire: two decimals as a string, e.g. "12.50". */
export const ZCoinsSchema = z.string().check(z.regex(/^-?\d+\.\d{2}$/));

export const ZPaginationSchema = z.object({
  current_page: z.int().check(z.minimum(1)),
  per_page: z.int().check(z.minimum(1)),
  total: z.int().check(z.minimum(0)),
  last_page: z.int().check(z.minimum(1)),
});
export type TPagination = z.infer<typeof ZPaginationSchema>;

export const ZFieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export const ZErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.optional(ZFieldErrorsSchema),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelopeSchema>;

/** Wraps a data schema in the success envelope of docs/architecture.md §4. */
export function successEnvelope<T extends z.core.SomeType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.optional(z.string()),
  });
}

/** `?flag=1` style booleans in query strings. */
export const ZQueryFlagSchema = z.pipe(
  z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')]),
  z.transform((v) => v === '1' || v === 'true'),
);
