import { ApiError } from './api-client';

/**
 * A 422's field errors (`errors`, docs/architecture.md §4) matched to a form's fields. The server may
 * name a list by its form key (`category_ids[]`) or one item of it (`category_ids.2`): both land on the
 * list's field. Errors for fields the form does not have are left for a banner.
 */
export function serverFieldErrors<TField extends string>(error: unknown, fields: readonly TField[]): { field: TField; message: string }[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  const found: { field: TField; message: string }[] = [];
  for (const [key, messages] of Object.entries(error.errors)) {
    const base = key.replace(/\[\d*\]$/, '').split(/[.[]/)[0];
    const field = fields.find((name) => name === base);
    const message = messages[0];
    if (field === undefined || message === undefined || found.some((entry) => entry.field === field)) continue;
    found.push({ field, message });
  }
  return found;
}
