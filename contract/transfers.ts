import * as z from 'zod/mini';
import { ZBookingEventSchema } from './booking-event';
import { successEnvelope } from './common';
import { ZIdSchema } from './ids';

/*
 * Sending a ticket to someone (docs/product.md §4 Sending a ticket): the holder addresses one ticket to an
 * e-mail address or a mobile number; the addressed member opens the link, signs in and accepts or declines.
 * Accepting moves the ticket (same booking, new holder, a newly signed code); the buyer keeps the invoice.
 */

/** `expired` is read from a pending transfer whose `expires_at` passed. */
export const TRANSFER_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export const ZTransferStatusSchema = z.enum(TRANSFER_STATUSES);
export type TTransferStatus = z.infer<typeof ZTransferStatusSchema>;

/** A pending transfer lapses after this many days, or when the ticket's validity ends if sooner. */
export const TRANSFER_DAYS = 7;

/** The link's token: base64url of 32 random bytes. */
export const TRANSFER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const TRANSFER_MESSAGES = {
  to: 'Enter an e-mail address or a mobile number.',
  sent: 'The ticket is on its way. It stays yours until they accept it.',
  cancelled: 'The transfer was cancelled. The ticket stays with you.',
  accepted: 'The ticket is yours now.',
  declined: 'You declined the ticket. It stays with the sender.',
} as const;

/** POST /api/my-tickets/{id}/transfer: `to` is an e-mail address or a mobile number (Omani without a country code). */
export const ZTransferRequestSchema = z.object({
  to: z.string().check(z.trim(), z.minLength(3, TRANSFER_MESSAGES.to), z.maxLength(254, TRANSFER_MESSAGES.to)),
});
export type TTransferRequest = z.infer<typeof ZTransferRequestSchema>;

export const ZTransferSchema = z.object({
  id: ZIdSchema,
  status: ZTransferStatusSchema,
  /** The address as the ticket was sent to it: a lower-case e-mail address or an E.164 number. */
  to: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type TTransfer = z.infer<typeof ZTransferSchema>;

/** POST /api/my-tickets/{id}/transfer → 201; DELETE → 200 (cancelled). */
export const ZTransferResponseSchema = successEnvelope(z.object({ transfer: ZTransferSchema }));
export type TTransferResponse = z.infer<typeof ZTransferResponseSchema>;

export const ZTransferTokenParamsSchema = z.object({ token: z.string().check(z.regex(TRANSFER_TOKEN_PATTERN, 'Invalid transfer link.')) });

/** GET /api/transfers/{token}: what the addressed member is offered. */
export const ZTransferOfferSchema = z.object({
  transfer: z.extend(ZTransferSchema, { from_name: z.string() }),
  ticket: z.object({
    booking_number: z.string(),
    ticket_name: z.string(),
    usage_limit: z.int().check(z.minimum(1)),
    event: ZBookingEventSchema,
  }),
});
export type TTransferOffer = z.infer<typeof ZTransferOfferSchema>;
export const ZTransferOfferResponseSchema = successEnvelope(ZTransferOfferSchema);
export type TTransferOfferResponse = z.infer<typeof ZTransferOfferResponseSchema>;

/** POST /api/transfers/{token}/accept and /decline: the transfer as it now stands, and the booking id it moved. */
export const ZTransferDecisionResponseSchema = successEnvelope(z.object({ transfer: ZTransferSchema, booking_id: ZIdSchema }));
export type TTransferDecisionResponse = z.infer<typeof ZTransferDecisionResponseSchema>;
