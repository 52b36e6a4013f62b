import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { TClientErrorCode, TErrorCode } from '../../contract/errors';
import { ACCOUNT_ERROR_MESSAGES } from '../components/account/account-error-messages';
import { ADMIN_ERROR_MESSAGES } from '../components/dashboard/admin-error-messages';
import { ApiError } from './api-client';

/**
 * Every stable server and client error code, translated (docs/architecture.md §4). `satisfies` makes a code
 * added to contract/errors.ts without a message here fail the typecheck. The codes only the dashboard and the
 * scanner meet, and those only the signed-in pages meet, are written beside those screens, so their words are in
 * the catalog part those screens load rather than in the one every page loads first (docs/architecture.md §8).
 */
const ERROR_MESSAGES = {
  ...ADMIN_ERROR_MESSAGES,
  ...ACCOUNT_ERROR_MESSAGES,
  'network.offline': msg`You seem to be offline. Check your connection and try again.`,
  'network.timeout': msg`The server took too long to answer. Please try again.`,
  'network.aborted': msg`The request was cancelled.`,
  'response.invalid': msg`The server sent an unexpected response. Please try again.`,
  'validation.failed': msg`Some fields need your attention.`,
  'request.malformed': msg`The request could not be understood.`,
  'request.invalid': msg`The request could not be processed.`,
  'request.too_large': msg`The file is too large.`,
  'request.unsupported_media_type': msg`This file type is not supported.`,
  'route.not_found': msg`We could not find what you were looking for.`,
  'auth.unauthenticated': msg`Please log in to continue.`,
  'auth.forbidden': msg`You do not have permission to do that.`,
  'auth.invalid_credentials': msg`The login details are not correct.`,
  'auth.phone_verification_required': msg`Please verify your phone number first.`,
  'auth.reset_token_invalid': msg`This password reset link is invalid or has expired.`,
  'auth.otp_invalid': msg`Verification failed`,
  'auth.otp_expired': msg`This code has expired. Please request a new one.`,
  'auth.otp_locked': msg`Too many incorrect attempts. Please request a new code.`,
  'auth.otp_resend_too_soon': msg`Please wait before requesting a new code.`,
  'auth.phone_required': msg`Please add a phone number first.`,
  'auth.phone_already_verified': msg`Your phone number is already verified.`,
  'auth.sms_failed': msg`We could not send the SMS right now. Please try again in a moment.`,
  'auth.phone_taken': msg`This phone number was verified by another account.`,
  'auth.email_change_invalid': msg`This e-mail confirmation link is invalid or has expired.`,
  'auth.email_taken': msg`This email is already registered.`,
  'redemptions.not_found': msg`This redemption could not be found.`,
  'invoices.not_found': msg`This invoice could not be found.`,
  'invoices.expired': msg`This order expired: its seats were released. Please book again.`,
  'invoices.paid': msg`This order is already paid.`,
  'invoices.not_pending': msg`This order is no longer waiting for payment.`,
  'payments.unavailable': msg`Payment is unavailable right now. Please try again in a moment.`,
  'payments.session_not_found': msg`This checkout could not be found.`,
  'service.unavailable': msg`The service is not ready. Please try again shortly.`,
  rate_limited: msg`Too many attempts. Please wait a moment and try again.`,
  internal: msg`An unexpected error occurred`,
  'events.not_found': msg`This event could not be found.`,
  'categories.not_found': msg`This category could not be found.`,
  'tickets.not_found': msg`This ticket type is no longer available.`,
  'events.cancelled': msg`This event is cancelled.`,
  'bookings.not_found': msg`This ticket could not be found.`,
  'bookings.sold_out': msg`Not enough tickets left.`,
  'bookings.limit_exceeded': msg`You have reached the booking limit for this ticket.`,
  'bookings.not_on_sale': msg`This ticket is not on sale right now.`,
  'bookings.event_ended': msg`This event has ended.`,
  'bookings.idempotency_conflict': msg`This booking was already sent with different details. Please try again.`,
  'promo.invalid': msg`This promo code is not valid.`,
  'promo.expired': msg`This promo code is not valid at this time.`,
  'promo.used_up': msg`This promo code has been used up.`,
  'promo.not_applicable': msg`This promo code does not apply to this ticket.`,
  'waitlist.already_joined': msg`You are already on the waitlist for this ticket.`,
  'waitlist.not_sold_out': msg`This ticket is not sold out. You can book it now.`,
  'waitlist.unavailable': msg`This ticket has no waitlist.`,
  'waitlist.not_found': msg`This waitlist entry could not be found.`,
  'rewards.not_found': msg`This reward could not be found.`,
  'rewards.unavailable': msg`This reward cannot be redeemed right now.`,
  'rewards.insufficient_coins': msg`You do not have enough coins for this reward.`,
} satisfies Record<TErrorCode | TClientErrorCode, MessageDescriptor>;

/** Codes arrive as plain strings from the wire: only the ones we know have a message. */
function isKnownCode(code: string): code is keyof typeof ERROR_MESSAGES {
  return Object.hasOwn(ERROR_MESSAGES, code);
}

function messageOf(code: string): MessageDescriptor | undefined {
  return isKnownCode(code) ? ERROR_MESSAGES[code] : undefined;
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
const GENERIC_CODES: ReadonlySet<string> = new Set<TErrorCode | TClientErrorCode>([
  'validation.failed',
  'request.invalid',
  'internal',
  'response.invalid',
]);

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
