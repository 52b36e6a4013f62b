import * as z from 'zod/mini';

/*
 * Text the server stores and shows to others (docs/architecture.md §7). Two kinds of character
 * never belong in it:
 * - NUL (U+0000): PostgreSQL `text` cannot hold it, so it would fail the query (a 500) instead of a 422;
 * - the invisible direction controls that reorder what others read: embeddings and overrides
 *   (U+202A–U+202E) and isolates (U+2066–U+2069), e.g. a name that shows "gepj.exe" as "exe.jpeg".
 * The ordinary marks Arabic text uses (LRM U+200E, RLM U+200F, ALM U+061C) stay allowed.
 * The server also refuses NUL in every string of every request, whatever its schema (server/lib/safe-input.ts).
 *
 * zod/mini only: contract/users.ts and contract/community.ts build on this module and the web app's first
 * load parses with them (docs/architecture.md §8). The classic-zod `safeString` lives in contract/text.ts.
 */

/** A string without direction embeddings, overrides and isolates; written with escapes so the OpenAPI `pattern` is plain ASCII. */
export const NO_DIRECTION_OVERRIDES_PATTERN = /^[^\u202A-\u202E\u2066-\u2069]*$/;

/** The NUL character. */
export const NUL = String.fromCharCode(0);

export const TEXT_MESSAGES = {
  unsafeCharacters: 'Remove the invisible control characters from this text.',
} as const;

/** True when `value` holds NUL or a direction embedding, override or isolate. */
export function hasUnsafeCharacters(value: string): boolean {
  return value.includes(NUL) || !NO_DIRECTION_OVERRIDES_PATTERN.test(value);
}

/**
 * contract/text.ts `safeString` for zod/mini schemas: the same checks and message, then `checks` in order,
 * e.g. `safeText({ error }, z.trim(), z.minLength(1, msg))` for `safeString({ error }).trim().min(1, msg)`.
 */
export function safeText(params?: Parameters<typeof z.string>[0], ...checks: z.core.$ZodCheck<string>[]) {
  return z.string(params).check(
    z.regex(NO_DIRECTION_OVERRIDES_PATTERN, TEXT_MESSAGES.unsafeCharacters),
    z.refine((value) => !value.includes(NUL), TEXT_MESSAGES.unsafeCharacters),
    ...checks,
  );
}
