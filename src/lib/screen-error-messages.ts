import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TClientErrorCode, TErrorCode } from '../../contract/errors';
import { ACCOUNT_ERROR_MESSAGES } from '../components/account/account-error-messages';
import { ADMIN_ERROR_MESSAGES } from '../components/dashboard/admin-error-messages';
import { addErrorMessages, type TPublicErrorCode } from './error-messages';

export { errorMessage, errorMessageOr } from './error-messages';

/**
 * The messages of every other stable server and client error code (docs/architecture.md §4): the forms, the
 * signed-in screens and the dashboard import their messages from here, which adds these to src/lib/error-messages.ts.
 * The codes only the dashboard and the scanner meet, and those only the signed-in pages meet, are written beside
 * those screens, so their words are in the catalog part those screens load (docs/architecture.md §8).
 */
const SCREEN_ERROR_MESSAGES = {
  ...ADMIN_ERROR_MESSAGES,
  ...ACCOUNT_ERROR_MESSAGES,
  'request.too_large': msg`The file is too large.`,
  'request.unsupported_media_type': msg`This file type is not supported.`,
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
} satisfies Record<Exclude<TErrorCode | TClientErrorCode, TPublicErrorCode>, MessageDescriptor>;

addErrorMessages(SCREEN_ERROR_MESSAGES);
