import * as z from 'zod/mini';
import { BOOKING_MAX_QUANTITY } from './booking-limits';
import { MAX_PAGE, successEnvelope, ZPaginationSchema } from './common';
import { ZIdParamSchema, ZIdSchema } from './ids';
import { WAITLIST_STATUSES } from './waitlist-statuses';

/*
 * The waitlist of a sold-out ticket type (docs/product.md §10 Waitlist): a signed-in buyer joins for a
 * quantity; freed seats are offered in line order as a checkout hold in their name, paid through the usual
 * pay flow of a pending invoice. zod/mini: the event page's booking panel parses these answers.
 */

export { WAITLIST_STATUSES, type TWaitlistStatus } from './waitlist-statuses';

export const WAITLIST_MESSAGES = {
  quantityRange: `You can join for between 1 and ${BOOKING_MAX_QUANTITY} tickets.`,
  overLimit: 'You can join for at most the per-buyer limit of this ticket type.',
  joined: 'You joined the waitlist.',
  left: 'You left the waitlist.',
  alreadyJoined: 'You are already on the waitlist for this ticket type.',
  notSoldOut: 'This ticket type is not sold out: book it instead.',
  unavailable: 'Free ticket types have no waitlist.',
  notFound: 'Waitlist entry not found.',
  noSeats: 'Not enough seats are free to offer to this entry.',
  notWaiting: 'This entry is no longer waiting.',
  offered: 'Offer made.',
  removed: 'Entry removed from the waitlist.',
} as const;

/** POST /api/tickets/{id}/waitlist body. */
export const ZWaitlistJoinRequestSchema = z.object({
  quantity: z
    .number({ error: WAITLIST_MESSAGES.quantityRange })
    .check(
      z.int(WAITLIST_MESSAGES.quantityRange),
      z.minimum(1, WAITLIST_MESSAGES.quantityRange),
      z.maximum(BOOKING_MAX_QUANTITY, WAITLIST_MESSAGES.quantityRange),
    ),
});
export type TWaitlistJoinRequest = z.infer<typeof ZWaitlistJoinRequestSchema>;

/**
 * One place in line. `position` (1 = first) only while `waiting`; `invoice_id` and `offer_expires_at` once an
 * offer was made (the order to pay, and when its hold ends).
 */
export const ZWaitlistEntrySchema = z.object({
  id: ZIdSchema,
  ticket_id: ZIdSchema,
  status: z.enum(WAITLIST_STATUSES),
  position: z.nullable(z.int().check(z.minimum(1))),
  quantity: z.int().check(z.minimum(1), z.maximum(BOOKING_MAX_QUANTITY)),
  invoice_id: z.nullable(ZIdSchema),
  offer_expires_at: z.nullable(z.iso.datetime({ offset: true })),
  created_at: z.iso.datetime({ offset: true }),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntrySchema>;

/** POST (201) and DELETE answers: the entry as it now stands. */
export const ZWaitlistEntryResponseSchema = successEnvelope(z.object({ entry: ZWaitlistEntrySchema }));
export type TWaitlistEntryResponse = z.infer<typeof ZWaitlistEntryResponseSchema>;

/** GET /api/tickets/{id}/waitlist: the caller's latest entry for the ticket type, or null. */
export const ZWaitlistMineResponseSchema = successEnvelope(z.object({ entry: z.nullable(ZWaitlistEntrySchema) }));
export type TWaitlistMineResponse = z.infer<typeof ZWaitlistMineResponseSchema>;

// ── administration (role 1) ─────────────────────────────────────────────────────────────────────

/** `/admin/tickets/{id}/waitlist/{entryId}` params. */
export const ZAdminWaitlistEntryParamsSchema = z.object({ id: ZIdParamSchema, entryId: ZIdParamSchema });

export const ZAdminWaitlistQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
});
export type TAdminWaitlistQuery = z.infer<typeof ZAdminWaitlistQuerySchema>;

export const ZAdminWaitlistEntrySchema = z.object({
  ...ZWaitlistEntrySchema.shape,
  user: z.object({ id: ZIdSchema, name: z.string(), email: z.string() }),
  offered_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type TAdminWaitlistEntry = z.infer<typeof ZAdminWaitlistEntrySchema>;

/**
 * GET /api/admin/tickets/{id}/waitlist: the line, open entries first (waiting in order, then offered), then the
 * closed ones newest first; `waiting` counts the entries in line, `free` the seats no sale or hold takes now.
 */
export const ZAdminWaitlistResponseSchema = successEnvelope(
  z.object({
    entries: z.array(ZAdminWaitlistEntrySchema),
    waiting: z.int().check(z.minimum(0)),
    free: z.int().check(z.minimum(0)),
    pagination: ZPaginationSchema,
  }),
);
export type TAdminWaitlistResponse = z.infer<typeof ZAdminWaitlistResponseSchema>;

export const ZAdminWaitlistEntryResponseSchema = successEnvelope(z.object({ entry: ZAdminWaitlistEntrySchema }));
export type TAdminWaitlistEntryResponse = z.infer<typeof ZAdminWaitlistEntryResponseSchema>;
