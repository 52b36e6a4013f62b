import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { PROMO_CODE_PATTERN, type TPromoErrorCode } from '../../../contract/promo';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/screen-error-messages';

/*
 * The booking panel's promo code (docs/product.md §10 Promo codes): what the buyer typed, as the code the server
 * compares, and how a refusal reads under the field.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * The code as typed, as sent: trimmed, Arabic-Indic digits as ASCII (an Arabic keyboard types them), in capitals
 * (the server stores codes in capitals and compares without regard to case).
 */
export function normalizePromoCode(typed: string): string {
  return typed
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .toUpperCase();
}

/** Whether a typed code could exist at all (3–32 of A–Z, 0–9, - and _): one that cannot is refused here, not guessed. */
export function isPossiblePromoCode(code: string): boolean {
  return PROMO_CODE_PATTERN.test(code);
}

/**
 * Refusals of a code that exists: another ticket type, a smaller quantity or a later moment may suit it, so it stays
 * applied and is checked again when the selection changes. An unknown code (`promo.invalid`) and a 429 are not kept:
 * asking again would only count as another guess.
 */
const KEPT_REFUSALS: ReadonlySet<string> = new Set<TPromoErrorCode>(['promo.expired', 'promo.used_up', 'promo.not_applicable']);

export function keepsPromoApplied(error: unknown): boolean {
  return error instanceof ApiError && KEPT_REFUSALS.has(error.code);
}

/** A refusal that is about the code itself (the booking answered it): the field shows it too. */
export function isPromoRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.code.startsWith('promo.') || error.code === 'rate_limited');
}

/**
 * Under the field: the code's refusal in the reader's language, "Too many attempts. Try again in N seconds." on a 429,
 * the shared words of lib/error-messages.ts otherwise (offline, a server fault). The panel's words are in the catalog
 * part every public page loads (docs/architecture.md §8): they reuse what is there.
 */
export function promoFailureMessage(error: unknown): string {
  return errorMessage(error);
}

/** The local refusal of a code that cannot exist (or of an empty field): the same words as the server's `promo.invalid`. */
export function impossiblePromoMessage(): string {
  return i18n._(msg`This promo code is not valid.`);
}

/** Apply before a ticket type is chosen: the words the panel's Confirm already uses. */
export function noTicketMessage(): string {
  return i18n._(msg`Please select a ticket and quantity.`);
}
