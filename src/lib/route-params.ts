import { notFound } from '@tanstack/react-router';
import { ZIdParamSchema } from '../../contract/ids';

/**
 * `beforeLoad` helper: an id in the path that is not one the API accepts (non-numeric, or past the
 * 32-bit bound of contract/ids.ts) is a 404, never a request to the API.
 */
export function assertIdParams(params: Record<string, string>, keys: readonly string[]): void {
  for (const key of keys) {
    if (!ZIdParamSchema.safeParse(params[key]).success) throw notFound();
  }
}
