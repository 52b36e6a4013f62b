import * as z from 'zod/mini';
import { BOOKING_MAX_QUANTITY } from './booking-limits';
import { MAX_ID, ZIdSchema } from './ids';
import { successEnvelope, ZCoinsSchema, ZMoneySchema, ZPaginationSchema } from './common';
import { ZPromoCodeInputSchema } from './promo';
import { ZBookingEventSchema, type TBookingEvent } from './booking-event';
import { ZTransferSchema } from './transfers';

/*
 * Booking tickets, My Tickets and the pass (docs/product.md §2, §3 Ticket/Booking/Invoice, §4 ticket states;
 * docs/architecture.md §5, §6). One booking is one admission code for one person; buying `quantity` tickets
 * makes one invoice and `quantity` bookings.
 */

export { BOOKING_MAX_QUANTITY };
export const MY_TICKETS_PAGE_SIZE = 20;
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const BOOKING_MESSAGES = {
  selectTicket: 'Please select a ticket and quantity.',
  quantityRange: `You can book between 1 and ${BOOKING_MAX_QUANTITY} tickets at a time.`,
  idempotencyKey: 'The Idempotency-Key header must be 1 to 100 characters.',
  booked: 'Booking confirmed.',
  held: 'Your seats are held: complete the payment to get your tickets.',
  ticketNotFound: 'Ticket not found.',
  bookingNotFound: 'Booking not found.',
  soldOut: 'Not enough tickets left.',
  limitExceeded: 'You have reached the booking limit for this ticket.',
  notOnSale: 'This ticket is not on sale right now.',
  eventEnded: 'This event has ended.',
  eventCancelled: 'This event was cancelled.',
  idempotencyConflict: 'This Idempotency-Key was already used for a different booking.',
} as const;

/** POST /api/bookings body. */
export const ZCreateBookingRequestSchema = z.object({
  ticket_id: z
    .number({ error: BOOKING_MESSAGES.selectTicket })
    .check(z.int(BOOKING_MESSAGES.selectTicket), z.minimum(1, BOOKING_MESSAGES.selectTicket), z.maximum(MAX_ID, BOOKING_MESSAGES.selectTicket)),
  quantity: z
    .number({ error: BOOKING_MESSAGES.selectTicket })
    .check(
      z.int(BOOKING_MESSAGES.quantityRange),
      z.minimum(1, BOOKING_MESSAGES.quantityRange),
      z.maximum(BOOKING_MAX_QUANTITY, BOOKING_MESSAGES.quantityRange),
    ),
  /** A promo code (docs/product.md §10 Promo codes), any case; a wrong one answers 422 `promo.invalid`. */
  promo_code: z.optional(ZPromoCodeInputSchema),
});
export type TCreateBookingRequest = z.infer<typeof ZCreateBookingRequestSchema>;

/**
 * Optional `Idempotency-Key` request header (1–100 characters, e.g. a UUID made when the booking form
 * opens): a retried POST with the same key returns the first booking instead of booking again.
 * Loose, because the header object also carries every other header.
 */
export const ZCreateBookingHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z.optional(z.string().check(z.minLength(1, BOOKING_MESSAGES.idempotencyKey), z.maxLength(100, BOOKING_MESSAGES.idempotencyKey))),
});

/**
 * The My Tickets tab of a booking (docs/product.md §4):
 * active (Ready to Use): not cancelled, uses left, and not past valid_until (or the event's end when null);
 * completed (Used): every use taken;
 * expired: cancelled, or not fully used and past its validity or its event cancelled.
 */
export const BOOKING_STATUSES = ['active', 'completed', 'expired'] as const;
export const ZBookingStatusSchema = z.enum(BOOKING_STATUSES);
export type TBookingStatus = z.infer<typeof ZBookingStatusSchema>;

/** The badge on a ticket: active while it is still within its validity (and not cancelled), else expired. */
export const ZBookingBadgeSchema = z.enum(['active', 'expired']);
export type TBookingBadge = z.infer<typeof ZBookingBadgeSchema>;

export { ZBookingEventSchema, type TBookingEvent };

export const ZBookingSchema = z.object({
  id: ZIdSchema,
  /** Human-facing, e.g. "BK-0000123". */
  booking_number: z.string(),
  /**
   * The QR payload `T1.<payload>.<signature>` (docs/architecture.md §6); verify with GET /api/ticket-key.
   * Null while the booking is a seat hold waiting for payment (docs/product.md §10): a code is
   * signed only once the invoice is paid, so nothing unpaid can reach the door.
   */
  code: z.nullable(z.string()),
  /** `pending`: a seat held by a checkout not paid yet (only in the checkout's own answers, never in My Tickets). */
  status: z.enum([...BOOKING_STATUSES, 'pending']),
  /** True when the booking was cancelled (its status is then expired). */
  cancelled: z.boolean(),
  badge: ZBookingBadgeSchema,
  usage: z.object({ used: z.int().check(z.minimum(0)), limit: z.int().check(z.minimum(1)) }),
  /** Validity window of the code; null bounds are open. */
  valid_from: z.nullable(z.iso.datetime({ offset: true })),
  valid_until: z.nullable(z.iso.datetime({ offset: true })),
  holder_name: z.string(),
  holder_email: z.string(),
  /** OMR paid for this one ticket, before VAT. */
  price: ZMoneySchema,
  ticket: z.object({ id: ZIdSchema, name: z.string() }),
  event: ZBookingEventSchema,
  /** The buyer's invoice; a ticket someone sent you belongs to theirs (see `received_from`). */
  invoice_id: ZIdSchema,
  created_at: z.iso.datetime({ offset: true }),
  /** The caller's pending transfer of this ticket to someone else, if any (docs/product.md §4 Sending a ticket). */
  transfer: z._default(z.nullable(ZTransferSchema), null),
  /** Who sent the caller this ticket (the name of the member), or null when the caller bought it. */
  received_from: z._default(z.nullable(z.string()), null),
});
export type TBooking = z.infer<typeof ZBookingSchema>;

/**
 * `pending`: a checkout holding seats until `expires_at`; `expired`: the hold lapsed unpaid (docs/product.md
 * §10); `cancelled`: never paid and called off; `refunded`: paid, then given back whole.
 */
export const INVOICE_STATUSES = ['paid', 'pending', 'expired', 'cancelled', 'refunded'] as const;
export const ZInvoiceStatusSchema = z.enum(INVOICE_STATUSES);

export const ZInvoiceSchema = z.object({
  id: ZIdSchema,
  /** Human-facing, e.g. "INV-000042". */
  number: z.string(),
  /** Price × quantity, before any discount. */
  subtotal: ZMoneySchema,
  /** Taken off by a promo code ("0.000" without one); VAT is on `subtotal − discount`. */
  discount: ZMoneySchema,
  /** The promo code used, as stored (capitals), or null. */
  promo_code: z.nullable(z.string()),
  vat: ZMoneySchema,
  /** `subtotal − discount + vat`. */
  total: ZMoneySchema,
  /** VAT rate in percent, e.g. 15. */
  vat_rate: z.number().check(z.minimum(0), z.maximum(100)),
  status: ZInvoiceStatusSchema,
  /** When a checkout's seat hold ends (pending and expired invoices); null for an invoice that never waited for payment. */
  expires_at: z.nullable(z.iso.datetime({ offset: true })),
  created_at: z.iso.datetime({ offset: true }),
});
export type TInvoice = z.infer<typeof ZInvoiceSchema>;

export const PAYMENT_PROVIDERS = ['test', 'thawani'] as const;
export const ZPaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type TPaymentProvider = z.infer<typeof ZPaymentProviderSchema>;

/** Where to send the buyer to pay: the gateway's hosted page (or the test checkout). */
export const ZPaymentRedirectSchema = z.object({ provider: ZPaymentProviderSchema, redirect_url: z.string() });
export type TPaymentRedirect = z.infer<typeof ZPaymentRedirectSchema>;

/** POST /api/bookings → 201 (new) or 200 (the same Idempotency-Key again: the first result). */
export const ZCreateBookingResponseSchema = successEnvelope(
  z.object({
    invoice: ZInvoiceSchema,
    bookings: z.array(ZBookingSchema),
    /** Coins credited for this purchase, two decimals ("0.00" until a checkout is paid). */
    coins_earned: ZCoinsSchema,
    /** Set while the invoice is pending: send the buyer there to pay. Null for a paid (free) booking. */
    payment: z.nullable(ZPaymentRedirectSchema),
  }),
);
export type TCreateBookingResponse = z.infer<typeof ZCreateBookingResponseSchema>;

/** GET /api/my-tickets query. `status` omitted or `all`: every booking (what the offline pass stores). */
export const ZMyTicketsQuerySchema = z.object({
  status: z._default(z.enum([...BOOKING_STATUSES, 'all']), 'all'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), MY_TICKETS_PAGE_SIZE),
});
export type TMyTicketsQuery = z.infer<typeof ZMyTicketsQuerySchema>;

/** Active tickets come by event start, soonest first; the others most recent event first. */
export const ZMyTicketsResponseSchema = successEnvelope(z.object({ bookings: z.array(ZBookingSchema), pagination: ZPaginationSchema }));
export type TMyTicketsResponse = z.infer<typeof ZMyTicketsResponseSchema>;

export const ZTicketUsageSchema = z.object({
  id: ZIdSchema,
  decision: z.enum(['accepted', 'rejected']),
  /** Why a scan was rejected (e.g. "already_used"); null for an accepted scan. */
  reason: z.nullable(z.string()),
  scanned_at: z.iso.datetime({ offset: true }),
  gate: z.nullable(z.string()),
  device_id: z.string(),
});
export type TTicketUsage = z.infer<typeof ZTicketUsageSchema>;

export const ZBookingDetailSchema = z.extend(ZBookingSchema, { usages: z.array(ZTicketUsageSchema) });
export type TBookingDetail = z.infer<typeof ZBookingDetailSchema>;

/** GET /api/my-tickets/{id}: one of the caller's bookings with its scans, oldest first. */
export const ZMyTicketResponseSchema = successEnvelope(z.object({ booking: ZBookingDetailSchema }));
export type TMyTicketResponse = z.infer<typeof ZMyTicketResponseSchema>;

/** GET /api/ticket-key: the public key that verifies ticket codes offline (WebCrypto `importKey('raw', …, 'Ed25519')`). */
export const ZTicketKeyResponseSchema = successEnvelope(
  z.object({
    algorithm: z.literal('Ed25519'),
    /** Base64url of the raw 32-byte public key. */
    public_key: z.string(),
  }),
);
export type TTicketKeyResponse = z.infer<typeof ZTicketKeyResponseSchema>;

export const ZInvoiceListItemSchema = z.extend(ZInvoiceSchema, {
  bookings_count: z.int().check(z.minimum(0)),
  /** The event the tickets are for; null if the invoice has no bookings. */
  event: z.nullable(z.object({ id: ZIdSchema, name: z.string() })),
});
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItemSchema>;

/** GET /api/user/invoices: newest first. */
export const ZInvoiceListResponseSchema = successEnvelope(z.object({ invoices: z.array(ZInvoiceListItemSchema), pagination: ZPaginationSchema }));
export type TInvoiceListResponse = z.infer<typeof ZInvoiceListResponseSchema>;
