/*
 * Drizzle wraps driver errors (DrizzleQueryError with the driver's error as `cause`); PGlite and
 * node-postgres both expose PostgreSQL's SQLSTATE as `code` and the violated constraint as `constraint`.
 * Repositories use these helpers to turn violations into domain errors.
 */

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
export const PG_NOT_NULL_VIOLATION = '23502';

export type TPgErrorInfo = { code: string; constraint: string | null; message: string };

/** The PostgreSQL error inside `error` (following `cause`), or null when it is something else. */
export function pgErrorOf(error: unknown): TPgErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    // Only widens with unknown-typed optional fields, which are checked below before use.
    const candidate = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : null,
        message: candidate.message,
      };
    }
    current = candidate.cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const info = pgErrorOf(error);
  return info?.code === PG_UNIQUE_VIOLATION && (constraint === undefined || info.constraint === constraint);
}

export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const info = pgErrorOf(error);
  return info?.code === PG_CHECK_VIOLATION && (constraint === undefined || info.constraint === constraint);
}

/** Deadlock or serialization failure: the transaction did nothing and may simply run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '40P01' || code === '40001';
}
