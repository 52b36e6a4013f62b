import { parseIdParam } from '../../../contract/constants';
import { toLatinDigits } from '../../lib/form-errors';

/**
 * What the admin typed in an id filter of /dashboard/audit, as the id it names: '' is no filter (null), Arabic-Indic
 * digits count as digits, and anything that is not an id the API takes is undefined (the field says so and the URL
 * keeps its filter).
 */
export function parseIdFilter(text: string): number | null | undefined {
  const latin = toLatinDigits(text).trim();
  if (latin === '') return null;
  if (!/^\d+$/.test(latin)) return undefined;
  return parseIdParam(latin);
}
