/*
 * Every stable error code the API answers with, in one list (docs/architecture.md §4). The server's
 * AppError accepts only these codes, and the client's message map must translate each one
 * (`satisfies Record<TErrorCode, …>`), so a new code without an English and an Arabic message fails the
 * typecheck.
 */
export const ERROR_CODES = [
  // Request and routing
  'validation.failed',
  'request.malformed',
  'request.invalid',
  'request.too_large',
  'request.unsupported_media_type',
  'route.not_found',
  'rate_limited',
  'internal',
  // Accounts
  'auth.unauthenticated',
  'auth.forbidden',
  'auth.invalid_credentials',
  'auth.phone_verification_required',
  'auth.reset_token_invalid',
  'auth.otp_invalid',
  'auth.otp_expired',
  'auth.otp_locked',
  'auth.otp_resend_too_soon',
  'auth.phone_required',
  'auth.phone_already_verified',
  'auth.sms_failed',
  'users.not_found',
  // Catalogue
  'events.not_found',
  'categories.not_found',
  'tickets.not_found',
  // Booking and My Tickets
  'bookings.not_found',
  'bookings.sold_out',
  'bookings.limit_exceeded',
  'bookings.not_on_sale',
  'bookings.event_ended',
  'bookings.idempotency_conflict',
  // Rewards
  'rewards.not_found',
  'rewards.unavailable',
  'rewards.insufficient_coins',
  // Door scanner
  'scans.cursor_invalid',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** Codes the client makes up itself when no answer came (lib/api-client.ts). */
export const CLIENT_ERROR_CODES = ['network.offline', 'network.timeout', 'network.aborted', 'response.invalid'] as const;
export type TClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
