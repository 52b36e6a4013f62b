import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { TClientErrorCode, TErrorCode } from '../../contract/errors';
import { ApiError } from './api-client';

/**
 * The error codes a public page meets (docs/architecture.md §4): the first load carries these alone
 * (docs/architecture.md §8). The others are in src/lib/screen-error-messages.ts, which every screen that can meet
 * them imports; importing it adds them here, and `satisfies` there makes a code added to contract/errors.ts without
 * a message fail the typecheck.
 */
const PUBLIC_ERROR_MESSAGES = {
  'network.offline': msg`You seem to be offline. Check your connection and try again.`,
  'network.timeout': msg`The server took too long to answer. Please try again.`,
  'network.aborted': msg`The request was cancelled.`,
  'response.invalid': msg`The server sent an unexpected response. Please try again.`,
  'validation.failed': msg`Some fields need your attention.`,
  'request.malformed': msg`The request could not be understood.`,
  'request.invalid': msg`The request could not be processed.`,
  'route.not_found': msg`We could not find what you were looking for.`,
  'auth.unauthenticated': msg`Please log in to continue.`,
  'auth.forbidden': msg`You do not have permission to do that.`,
  'service.unavailable': msg`The service is not ready. Please try again shortly.`,
  rate_limited: msg`Too many attempts. Please wait a moment and try again.`,
  internal: msg`An unexpected error occurred`,
  'events.not_found': msg`This event could not be found.`,
  'categories.not_found': msg`This category could not be found.`,
  'tickets.not_found': msg`This ticket type is no longer available.`,
  'events.cancelled': msg`This event is cancelled.`,
} satisfies Partial<Record<TErrorCode | TClientErrorCode, MessageDescriptor>>;

export type TPublicErrorCode = keyof typeof PUBLIC_ERROR_MESSAGES;

const ERROR_MESSAGES: Partial<Record<TErrorCode | TClientErrorCode, MessageDescriptor>> = PUBLIC_ERROR_MESSAGES;

/** Adds the messages of the codes only signed-in screens, forms and the dashboard meet. */
export function addErrorMessages(messages: Partial<Record<TErrorCode | TClientErrorCode, MessageDescriptor>>): void {
  Object.assign(ERROR_MESSAGES, messages);
}

/** Codes arrive as plain strings from the wire: only the ones we know have a message. */
function messageOf(code: string): MessageDescriptor | undefined {
  return Object.hasOwn(ERROR_MESSAGES, code) ? ERROR_MESSAGES[code as TErrorCode] : undefined;
}

const FALLBACK = msg`An unexpected error occurred`;

/** The 429 message with the wait from Retry-After. */
function retryLaterMessage(seconds: number): string {
  return plural(seconds, {
    one: 'Too many attempts. Try again in # second.',
    other: 'Too many attempts. Try again in # seconds.',
  });
}

/**
 * The translated message for an error: its code's, else a generic one. The server's own text is never
 * shown (docs/product.md §8): it is English only and, from a failing handler, can be anything ("boom").
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'rate_limited' && error.retryAfter !== undefined) return retryLaterMessage(error.retryAfter);
    const descriptor = messageOf(error.code);
    if (descriptor) return i18n._(descriptor);
  }
  return i18n._(FALLBACK);
}

/** Codes whose own message says no more than a screen's "… failed. Please try again.". */
const GENERIC_CODES: ReadonlySet<string> = new Set<TErrorCode | TClientErrorCode>(['validation.failed', 'request.invalid', 'internal', 'response.invalid']);

/**
 * For forms with their own failure text (docs/product.md §8 "Login failed. Please try again."): a specific,
 * translated reason when the code has one (wrong password, rate limit, offline), else `fallback`.
 */
export function errorMessageOr(error: unknown, fallback: MessageDescriptor): string {
  if (error instanceof ApiError && !GENERIC_CODES.has(error.code)) {
    if (error.code === 'rate_limited' && error.retryAfter !== undefined) return retryLaterMessage(error.retryAfter);
    const descriptor = messageOf(error.code);
    if (descriptor) return i18n._(descriptor);
  }
  return i18n._(fallback);
}
