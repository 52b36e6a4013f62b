import * as z from 'zod/mini';
import { LOCALES } from './constants';

/*
 * Written with zod/mini (docs/architecture.md §8): the web app parses public answers with these
 * schemas, loaded with the first answer (src/lib/public-schemas.ts), and mini's functions tree-shake where
 * classic zod's methods bring the whole library. The server takes them like any zod schema
 * (fastify-type-provider-zod works on zod's core types).
 */

export { LOCALES, MAX_PAGE, ROLE, type TLocale } from './constants';

export const ZLocaleSchema = z.enum(LOCALES);
export const ZRoleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

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
