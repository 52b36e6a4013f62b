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

// ——— What the log may keep of an error (parameters of failed queries were seen in it; docs/architecture.md §7) ———

type TLoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  query?: string;
  statusCode?: number;
  cause?: TLoggedError;
};

/** Drizzle's wrapper of a failed query: `query` is the SQL text, `params` the values (never logged). */
function failedQueryOf(error: unknown): { query: string; params: unknown[] } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const candidate = current as Error & { query?: unknown; params?: unknown };
    if (typeof candidate.query === 'string' && Array.isArray(candidate.params)) return { query: candidate.query, params: candidate.params };
    current = candidate.cause;
  }
  return null;
}

/** The stack's frames without its first lines, which repeat the message (a failed query's message names its parameters). */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** `text` with every parameter value that appears in it replaced, e.g. `invalid input syntax for type integer: "…"`. */
function withoutParams(text: string, params: readonly unknown[]): string {
  let result = text;
  for (const param of params) {
    const value =
      typeof param === 'string' || typeof param === 'number' || typeof param === 'bigint' ? String(param) : param instanceof Date ? param.toISOString() : null;
    if (value !== null && value.length >= 2) result = result.split(value).join('[param]');
  }
  return result;
}

/**
 * The log serializer of `err` (server/app.ts): a database error is logged by its SQLSTATE code,
 * PostgreSQL's message (with any parameter value it quotes replaced), the constraint and the query text,
 * never the query's parameters nor PostgreSQL's `detail` (which quotes the row: "Key (email)=(…)"). Other
 * errors keep their type, message, stack and status; a cause is logged by the same rules.
 */
export function errorForLog(error: unknown, depth = 0): TLoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const failed = failedQueryOf(error);
  const pg = pgErrorOf(error);
  if (failed || pg) {
    const params = failed?.params ?? [];
    return {
      type: error.constructor.name,
      message: withoutParams(pg?.message ?? 'query failed', params),
      ...(pg ? { code: pg.code } : {}),
      ...(pg?.constraint ? { constraint: pg.constraint } : {}),
      ...(failed ? { query: failed.query } : {}),
      stack: framesOf(error),
    };
  }
  const withStatus = error as Error & { statusCode?: unknown; code?: unknown };
  return {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(typeof withStatus.code === 'string' ? { code: withStatus.code } : {}),
    ...(typeof withStatus.statusCode === 'number' ? { statusCode: withStatus.statusCode } : {}),
    ...(error.cause !== undefined && depth < 4 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}
