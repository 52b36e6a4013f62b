import type { TAuditEntry } from '../../../contract/audit';

/*
 * How the changed fields of an audit entry read on /dashboard/audit (docs/architecture.md §12): "field: from → to",
 * each value as the database stored it, written as text. Values are data, not prose: they are not translated.
 */

/** Longer values are cut to this many characters on screen; the whole value is in the element's title. */
export const AUDIT_VALUE_MAX_CHARS = 60;

/** What "no value" reads as (a field that was empty before a create, or after a delete). */
export const NO_VALUE = '—';

export type TAuditValueText = {
  /** What the list shows: one line, at most `max` characters. */
  text: string;
  /** The whole value when `text` is cut or folded onto one line, for the title; null when `text` is all of it. */
  full: string | null;
  /** The value is null: `text` is the dash. */
  empty: boolean;
};

/** The value as text: strings as they are (an empty one as ""), numbers and booleans as written, objects and arrays as compact JSON. */
function valueAsText(value: unknown): string {
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** One value of a change, ready for the list: the dash for null, one line, cut at `max` characters (never inside a surrogate pair). */
export function auditValueText(value: unknown, max = AUDIT_VALUE_MAX_CHARS): TAuditValueText {
  if (value === null || value === undefined) return { text: NO_VALUE, full: null, empty: true };
  const full = valueAsText(value);
  // A description's line breaks would make a row as tall as the text: one line here, the text as it is in the title.
  const folded = full.replace(/\s+/g, ' ').trim();
  // Only spaces: quoted, so the value shows as something.
  const line = folded === '' ? JSON.stringify(full) : folded;
  const chars = Array.from(line);
  const text =
    chars.length > max
      ? `${chars
          .slice(0, Math.max(1, max - 1))
          .join('')
          .trimEnd()}…`
      : line;
  return { text, full: text === full ? null : full, empty: false };
}

export type TAuditChangeRow = { field: string; from: TAuditValueText; to: TAuditValueText };

/** The changed fields of an entry, in the order the server gave them. */
export function auditChangeRows(changes: TAuditEntry['changes'], max = AUDIT_VALUE_MAX_CHARS): TAuditChangeRow[] {
  return Object.entries(changes).map(([field, change]) => ({ field, from: auditValueText(change.from, max), to: auditValueText(change.to, max) }));
}
