import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { TErrorCode } from '../../../contract/errors';
import { ApiError } from '../../lib/api-client';
import { errorMessageOr } from '../../lib/screen-error-messages';

/** Conflicts after which the event's seat counts on screen are out of date. */
const STALE_AVAILABILITY_CODES: ReadonlySet<string> = new Set<TErrorCode>([
  'bookings.sold_out',
  'bookings.not_on_sale',
  'bookings.event_ended',
  'tickets.not_found',
]);

export function isStaleAvailability(error: unknown): boolean {
  return error instanceof ApiError && STALE_AVAILABILITY_CODES.has(error.code);
}

/** A guest, or a user whose phone is not verified yet: the panel sends them to the right screen instead. */
export function isPhoneVerificationRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'auth.phone_verification_required';
}

/**
 * docs/product.md §5 and §8: a specific, translated reason where the server gave one (sold out, over the limit,
 * offline, the payment gateway unavailable: lib/error-messages.ts); "Please select a ticket and quantity." for an invalid request; otherwise "Failed to create
 * booking", with "Please try again." when trying again can help (no answer, or a server fault).
 */
export function bookingFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'validation.failed') return i18n._(msg`Please select a ticket and quantity.`);
  const retryable = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
  return errorMessageOr(error, retryable ? msg`Failed to create booking. Please try again.` : msg`Failed to create booking`);
}
