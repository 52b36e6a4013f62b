import * as z from 'zod/mini';
import { MAX_ID } from './constants';

export { MAX_ID };

/** An id as a number (bodies, answers). */
export const ZIdSchema = z.int().check(z.minimum(1), z.maximum(MAX_ID));

/** An id from a path or query string ("42" → 42); anything else fails, so it never reaches the database. */
export const ZIdParamSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_ID));

/** `/{id}` route params. */
export const ZIdParamsSchema = z.object({ id: ZIdParamSchema });
export type TIdParams = z.infer<typeof ZIdParamsSchema>;
