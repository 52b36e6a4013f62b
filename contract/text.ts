import { z } from 'zod';

/*
 * Text the server stores and shows to others (docs/architecture.md §4, issue 12). Two kinds of character
 * never belong in it:
 * - NUL (U+0000): PostgreSQL `text` cannot hold it, so it would fail the query (a 500) instead of a 422;
 * - the invisible direction controls that reorder what others read: embeddings and overrides
 *   (U+202A–U+202E) and isolates (U+2066–U+2069), e.g. a name that shows "gepj.exe" as "exe.jpeg".
 * The ordinary marks Arabic text uses (LRM U+200E, RLM U+200F, ALM U+061C) stay allowed.
 * The server also refuses NUL in every string of every request, whatever its schema (server/lib/safe-input.ts).
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
 * `z.string()` for text people write and others read (names, titles, descriptions, messages, searches):
 * the same checks and messages follow with `.trim().min().max()` as usual.
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .regex(NO_DIRECTION_OVERRIDES_PATTERN, TEXT_MESSAGES.unsafeCharacters)
    .refine((value) => !value.includes(NUL), TEXT_MESSAGES.unsafeCharacters);
}
