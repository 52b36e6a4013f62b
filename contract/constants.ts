/*
 * The contract's plain values and checks, without zod (docs/architecture.md §8): the web app's first load imports
 * them from here, so zod and the schemas load only with the first answer they parse. The schema modules
 * (common.ts, ids.ts, events.ts) re-export them, and build their schemas on them.
 */

/** Languages the product speaks. */
export const LOCALES = ['en', 'ar'] as const;
export type TLocale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Roles of docs/architecture.md §4. */
export const ROLE = { admin: 1, user: 2, staff: 3 } as const;

/** The highest page number a list accepts: deeper pages would only scan rows to skip them. */
export const MAX_PAGE = 100_000;

/** Ids are PostgreSQL `integer` identities: positive and at most 2^31 − 1. */
export const MAX_ID = 2_147_483_647;

/** Events per page of the public lists. */
export const EVENTS_PAGE_SIZE = 8;

/**
 * Years a date or date-time in a request may name (docs/architecture.md §4): both databases store them
 * (PostgreSQL has no year 0, and an offset can push 9999-12-31 into year 10000), with room for any real
 * event or report.
 */
export const STORABLE_YEARS = { min: 1900, max: 2199 } as const;

export const STORABLE_DATE_MESSAGE = `Use a date from ${STORABLE_YEARS.min} to ${STORABLE_YEARS.max}.`;

/** True when an ISO date or date-time (`YYYY-…`) names a year in STORABLE_YEARS. */
export function inStorableYears(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= STORABLE_YEARS.min && year <= STORABLE_YEARS.max;
}

/**
 * An id from a path or query string ("42" → 42), as ids.ts's ZIdParamSchema reads it (a number coerced with
 * `Number`, a whole number from 1 to MAX_ID); undefined for anything else.
 */
export function parseIdParam(raw: unknown): number | undefined {
  let value: number;
  try {
    value = Number(raw);
  } catch {
    return undefined; // a Symbol, or an object whose valueOf throws
  }
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : undefined;
}

/** docs/product.md §2: media is a video when its URL ends in .mp4 or .webm or contains "video". */
export function isVideoUrl(url: string): boolean {
  const clean = url.split('?')[0]?.toLowerCase() ?? '';
  return clean.endsWith('.mp4') || clean.endsWith('.webm') || url.toLowerCase().includes('video');
}
