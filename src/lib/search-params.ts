import { MAX_PAGE, parseIdParam } from '../../contract/constants';

/*
 * Search params of the routes, parsed without zod (docs/architecture.md §8): route files load with the app's first
 * page and `validateSearch` runs synchronously, so these few checks are written out rather than bringing zod into
 * the first load. Each field falls back to "not set" on its own when a link carries a bad value, instead of
 * failing the page (conventions "State"). The router parses values as JSON first: `?page=2` arrives as 2,
 * `?search=2025` as a number, `?location=true` as a boolean.
 */

/** One field: its value, or undefined for a value the link should not have carried. */
export type TFieldParser<T> = (raw: unknown) => T | undefined;

type TShape = Record<string, TFieldParser<unknown>>;

/** The search a shape parses to: every field optional. */
export type TSearchOf<S extends TShape> = { [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined> };

/** A `validateSearch` validator (TanStack Router takes any object with `parse`) that keeps its shape to pick from. */
export type TSearchSchema<S extends TShape> = {
  shape: S;
  /**
   * Reads whatever the URL carried. The router types links by the last signature, so a `<Link search>` must
   * give the parsed shape.
   */
  parse: {
    (input: Record<string, unknown>): TSearchOf<S>;
    (input: TSearchOf<S>): TSearchOf<S>;
  };
};

export function searchSchema<S extends TShape>(shape: S): TSearchSchema<S> {
  return {
    shape,
    parse(input: Record<string, unknown>) {
      const source: Record<string, unknown> = typeof input === 'object' && input !== null ? input : {};
      const search: Record<string, unknown> = {};
      // Every field of the shape is set, undefined when the link carried a bad value: the router lays this over
      // the raw search (`{ ...raw, ...parsed }`), so a field left out would keep the raw `?page=-2`.
      for (const [key, field] of Object.entries(shape)) search[key] = field(source[key]);
      return search as TSearchOf<S>;
    },
  };
}

/** The same fields as `schema`, only those of `keys` (/search takes three of the home page's filters). */
export function pickSearch<S extends TShape, K extends keyof S & string>(schema: TSearchSchema<S>, keys: readonly K[]): TSearchSchema<Pick<S, K>> {
  const shape = {} as Pick<S, K>;
  for (const key of keys) shape[key] = schema.shape[key];
  return searchSchema(shape);
}

/** One of `values`, exactly (`?tab=coins`). */
export function oneOf<const T extends string>(values: readonly T[]): TFieldParser<T> {
  return (raw) => (typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined);
}

/** A value read as a number the way a query string means it: `2`, `"2"`; not `""`, `"x"` or Infinity. */
function toNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** A page number of a dashboard list: a whole number from 1 to MAX_PAGE. */
export const pageParam: TFieldParser<number> = (raw) => {
  const value = toNumber(raw);
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= MAX_PAGE ? value : undefined;
};

/** A number from `min` to `max` (prices). */
export function numberBetween(min: number, max: number): TFieldParser<number> {
  return (raw) => {
    const value = toNumber(raw);
    return value !== undefined && value >= min && value <= max ? value : undefined;
  };
}

/** Text of at most `max` characters, trimmed; a number or a boolean the router parsed stays text when `keepPrimitives`. */
export function textParam(max: number, { trim = false, keepPrimitives = false } = {}): TFieldParser<string> {
  return (raw) => {
    const text = keepPrimitives && (typeof raw === 'number' || typeof raw === 'boolean') ? String(raw) : raw;
    if (typeof text !== 'string') return undefined;
    const value = trim ? text.trim() : text;
    return value.length <= max ? value : undefined;
  };
}

/** A calendar day, YYYY-MM-DD, that exists (no 2025-02-30; 29 February in leap years only). */
export const isoDateParam: TFieldParser<string> = (raw) => (typeof raw === 'string' && isIsoDate(raw) ? raw : undefined);

export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; setUTCFullYear, as Date.UTC reads years 0–99 as 19xx.
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return day <= lastDay.getUTCDate();
}

/** An id of the API (contract/constants.ts `parseIdParam`). */
export const idParam: TFieldParser<number> = (raw) => parseIdParam(raw);

/**
 * A list of ids: an array, a single id, or "1,2" from a hand-written link; at most `max`, and any bad id drops the
 * whole list (a link that names a category that cannot exist is not half-applied).
 */
export function idListParam(max: number): TFieldParser<number[]> {
  return (raw) => {
    const items = typeof raw === 'string' ? raw.split(',').filter(Boolean) : typeof raw === 'number' ? [raw] : raw;
    if (!Array.isArray(items) || items.length > max) return undefined;
    const ids: number[] = [];
    for (const item of items) {
      const id = typeof item === 'string' || typeof item === 'number' ? parseIdParam(item) : undefined;
      if (id === undefined) return undefined;
      ids.push(id);
    }
    return ids;
  };
}
