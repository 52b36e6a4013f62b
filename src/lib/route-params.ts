import { notFound } from '@tanstack/react-router';
import { parseIdParam } from '../../contract/constants';

/**
 * `beforeLoad` helper: an id in the path that is not one the API accepts (non-numeric, or past the
 * 32-bit bound of contract/constants.ts) is a 404, never a request to the API.
 */
export function assertIdParams(params: Record<string, string>, keys: readonly string[]): void {
  for (const key of keys) {
    if (parseIdParam(params[key]) === undefined) throw notFound();
  }
}
