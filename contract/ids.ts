import { z } from 'zod';

/** Ids are PostgreSQL `integer` identities: positive and at most 2^31 − 1. */
export const MAX_ID = 2_147_483_647;

/** An id as a number (bodies, answers). */
export const ZIdSchema = z.number().int().min(1).max(MAX_ID);

/** An id from a path or query string ("42" → 42); anything else fails, so it never reaches the database. */
export const ZIdParamSchema = z.coerce.number().int().min(1).max(MAX_ID);

/** `/{id}` route params. */
export const ZIdParamsSchema = z.object({ id: ZIdParamSchema });
export type TIdParams = z.infer<typeof ZIdParamsSchema>;
