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
  /** 401: no, unknown, revoked or expired token. */
  'auth.unauthenticated',
  /** 403: the user's role may not call this route. */
  'auth.forbidden',
  /** 401: wrong login or password (one answer for both, so the API does not reveal who has an account). */
  'auth.invalid_credentials',
  /** 403: the route needs a verified phone. */
  'auth.phone_verification_required',
  /** 422: the reset link is unknown, used, expired or for another email. */
  'auth.reset_token_invalid',
  /** 422: wrong OTP. */
  'auth.otp_invalid',
  /** 422: the OTP expired. */
  'auth.otp_expired',
  /** 422: five wrong tries; a resend is needed. */
  'auth.otp_locked',
  /** 429: asked for a new OTP too soon (Retry-After header and `retry_after` seconds in the body). */
  'auth.otp_resend_too_soon',
  /** 422: no phone to verify. */
  'auth.phone_required',
  /** 409: the phone is already verified. */
  'auth.phone_already_verified',
  /** 503: the SMS provider did not take the message. */
  'auth.sms_failed',
  /** 409: another account verified this phone number first; the caller's unverified claim was released. */
  'auth.phone_taken',
  /** 422: the e-mail change link is unknown, used, expired or replaced by a newer one. */
  'auth.email_change_invalid',
  /** 409: the new e-mail address was taken by another account before the change was confirmed. */
  'auth.email_taken',
  /** 404: the signed-in user's row is gone. */
  'users.not_found',
  /** 409: an administrator cannot change their own role. */
  'users.own_role',
  /** 409: the change would leave no administrator. */
  'users.last_admin',
  // Catalogue
  'events.not_found',
  'categories.not_found',
  /** 404: no such ticket type (or its event is gone). */
  'tickets.not_found',
  /** 404: no such badge. */
  'badges.not_found',
  /** 409: the event has bookings; it can be cancelled, not deleted. */
  'events.has_bookings',
  /** 409: the event is already cancelled. */
  'events.cancelled',
  /** 409: `total` would drop below the seats already sold. */
  'tickets.total_below_sold',
  /** 409: the ticket type has sales; it cannot be deleted. */
  'tickets.has_sales',
  /** 422: the parent is the category itself or one of its descendants. */
  'categories.parent_invalid',
  /** 409: the category has child categories. */
  'categories.has_children',
  /** 409: events are filed under the category. */
  'categories.has_events',
  // Uploads (docs/architecture.md §7)
  /** 415: the file's bytes are not an allowed type (whatever its name or header says). */
  'uploads.type_not_allowed',
  /** 413: the file is over the size limit. */
  'uploads.too_large',
  /** 422: the image's declared width × height is over the pixel limit. */
  'uploads.too_many_pixels',
  /** 422: the image could not be decoded. */
  'uploads.image_unreadable',
  /** 422: the video is longer than 60 seconds. */
  'uploads.video_too_long',
  /** 422: the video's duration could not be read from its container. */
  'uploads.video_unreadable',
  /** 422: a required file is missing from the form. */
  'uploads.file_required',
  // Booking and My Tickets
  /** 404: no such booking of the caller (another user's booking answers the same: a 403 would confirm the id). */
  'bookings.not_found',
  /** 409: fewer seats left than asked. */
  'bookings.sold_out',
  /** 409: over the per-buyer limit. */
  'bookings.limit_exceeded',
  /** 409: outside the ticket's sale window. */
  'bookings.not_on_sale',
  /** 409: the event ended or was cancelled. */
  'bookings.event_ended',
  /** 409: the Idempotency-Key was used for another ticket or quantity. */
  'bookings.idempotency_conflict',
  // Rewards
  /** 404: no such reward. */
  'rewards.not_found',
  /** 409: the reward is inactive or outside its validity. */
  'rewards.unavailable',
  /** 409: the balance is below the cost. */
  'rewards.insufficient_coins',
  /** 404: no such redemption. */
  'redemptions.not_found',
  /** 409: the redemption is no longer pending. */
  'redemptions.not_pending',
  /** 404: no such invoice. */
  'invoices.not_found',
  // Checkout and payments (docs/product.md §10)
  /** 409: the order's seat hold lapsed; its seats were released. */
  'invoices.expired',
  /** 409: the order is already paid. */
  'invoices.paid',
  /** 409: the order is no longer waiting for payment (cancelled or refunded). */
  'invoices.not_pending',
  /** 503: the payment gateway could not start a checkout; the seat hold was released. */
  'payments.unavailable',
  /** 401: a gateway webhook whose signature or timestamp does not verify. */
  'payments.bad_signature',
  /** 404: no such test checkout session. */
  'payments.session_not_found',
  /** 503: GET /api/ready: the database (or Redis, when set) does not answer. */
  'service.unavailable',
  /** 404: no such refund. */
  'refunds.not_found',
  /** 409: only a failed refund can be retried. */
  'refunds.not_failed',
  // Door scanner
  'scans.cursor_invalid',
  // Promo codes (docs/product.md §10 Promo codes)
  /** 422: no such promo code. */
  'promo.invalid',
  /** 422: the code is switched off, not yet valid or no longer valid. */
  'promo.expired',
  /** 422: the code's uses (in all, or for this buyer) are taken. */
  'promo.used_up',
  /** 422: the code is for another event or other ticket types. */
  'promo.not_applicable',
  /** 409: another promo code already has this code. */
  'promo.code_taken',
  /** 404: no such promo code (the administrator's calls). */
  'promo.not_found',
  // Wallet passes (docs/architecture.md §6)
  /** 404: the server has no settings for this wallet (Apple or Google). */
  'wallet.not_configured',
  /** 409: the ticket is unpaid, cancelled, used up or expired: no pass is issued for it. */
  'wallet.ticket_not_active',
  // Sending a ticket (docs/product.md §4 Sending a ticket)
  /** 404: no such transfer link, or no such ticket of the caller's to send. */
  'transfers.not_found',
  /** 409: the transfer was already accepted, declined, cancelled, or it expired. */
  'transfers.not_pending',
  /** 409: this ticket is already on its way to someone: cancel that first. */
  'transfers.already_pending',
  /** 403: the link is addressed to another e-mail address or phone number than the signed-in member's. */
  'transfers.not_addressed',
  /** 422: the ticket has been used at the door: it can no longer be sent. */
  'transfers.ticket_used',
  /** 422: the event (or the ticket's validity) has ended. */
  'transfers.event_ended',
  /** 422: the ticket is cancelled or not paid. */
  'transfers.ticket_not_active',
  /** 422: the address is the sender's own. */
  'transfers.to_self',
  // Waitlist (docs/product.md §10 Waitlist)
  /** 409: the user already has an open (waiting or offered) entry for this ticket type. */
  'waitlist.already_joined',
  /** 422: seats of this ticket type are on sale: it can be booked, not waited for. */
  'waitlist.not_sold_out',
  /** 422: a free ticket type has no waitlist (an offer is a hold paid through the checkout). */
  'waitlist.unavailable',
  /** 404: no such entry, or none of the caller's to leave. */
  'waitlist.not_found',
  /** 409: an administrator's offer: the seats the entry asks for are not free. */
  'waitlist.no_seats',
  /** 409: an administrator's offer to an entry that is no longer waiting. */
  'waitlist.not_waiting',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** Codes the client makes up itself when no answer came (lib/api-client.ts). */
export const CLIENT_ERROR_CODES = ['network.offline', 'network.timeout', 'network.aborted', 'response.invalid'] as const;
export type TClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
