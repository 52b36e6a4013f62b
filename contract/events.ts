import { z } from 'zod';
import { ZIdParamSchema, ZIdSchema } from './ids';
import { MAX_PAGE, successEnvelope, ZMoneySchema, ZPaginationSchema } from './common';
import { MAX_PRICE_OMR } from './money';

export const EVENTS_PAGE_SIZE = 8;

export const ZBadgeSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  /** A colour palette name (e.g. "green", "purple"), rendered as the badge colour. */
  color: z.string(),
});
export type TBadge = z.infer<typeof ZBadgeSchema>;

export const ZEventTicketSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  /** OMR, 3 decimals. */
  price: ZMoneySchema,
  usage_limit: z.number().int(),
  total: z.number().int(),
  sold: z.number().int(),
  available: z.number().int(),
  sold_out: z.boolean(),
  per_buyer_limit: z.number().int().nullable(),
  valid_from: z.iso.datetime({ offset: true }).nullable(),
  valid_until: z.iso.datetime({ offset: true }).nullable(),
  coins_on_purchase: z.string(),
  coins_on_usage: z.string(),
});
export type TEventTicket = z.infer<typeof ZEventTicketSchema>;

/**
 * An event as public reads send it: name, description, location and the names of its tickets, categories
 * and badges are in the caller's language (`lang`, else Accept-Language; docs/product.md §3).
 */
export const ZEventSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  description: z.string(),
  start_date: z.iso.datetime({ offset: true }),
  finish_date: z.iso.datetime({ offset: true }),
  location: z.string().nullable(),
  poster_image_url: z.string().nullable(),
  /** Lowest ticket price, null when the event has no tickets. */
  min_price: ZMoneySchema.nullable(),
  tickets: z.array(ZEventTicketSchema),
  categories: z.array(z.object({ id: ZIdSchema, name: z.string(), parent_id: ZIdSchema.nullable() })),
  badges: z.array(ZBadgeSchema),
  created_at: z.iso.datetime({ offset: true }),
});
export type TEvent = z.infer<typeof ZEventSchema>;

/** `start_date` is "Soonest" (asc), the home list's default (issue 15 item 2). */
export const EVENT_SORT_FIELDS = ['created_at', 'popularity', 'price', 'start_date'] as const;
export const ZSortFieldSchema = z.enum(EVENT_SORT_FIELDS);
export const ZSortDirectionSchema = z.enum(['asc', 'desc']);

/** Query of GET /api/events (docs/product.md §7). Arrays arrive as `category_ids[]=1&category_ids[]=2`. */
export const ZEventListQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(EVENTS_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  category_ids: z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : String(v).split(',').filter(Boolean)),
    z.array(ZIdParamSchema).max(100).optional(),
  ),
  date: z.iso.date().optional(),
  search: z.string().trim().max(200).optional(),
  price: z
    .object({
      min: z.coerce.number().min(0).max(MAX_PRICE_OMR).optional(),
      max: z.coerce.number().min(0).max(MAX_PRICE_OMR).optional(),
    })
    .optional(),
  /** Matches the English or the Arabic location, whichever `events/location` gave the client. */
  location: z.string().trim().max(200).optional(),
  show_ended: z.enum(['0', '1']).optional(),
  sort_field: ZSortFieldSchema.default('created_at'),
  sort_direction: ZSortDirectionSchema.default('desc'),
});
export type TEventListQuery = z.infer<typeof ZEventListQuerySchema>;

export const ZEventListResponseSchema = successEnvelope(
  z.object({ events: z.array(ZEventSchema), pagination: ZPaginationSchema }),
);
export type TEventListResponse = z.infer<typeof ZEventListResponseSchema>;

/**
 * GET /api/events/{id}. `vat_rate` is the VAT the server charges now, in percent (15 for 15 %), the same
 * meaning as an invoice's `vat_rate`: the booking screen shows the total it will be charged.
 */
export const ZEventResponseSchema = successEnvelope(z.object({ event: ZEventSchema, vat_rate: z.number().min(0).max(100) }));
export type TEventResponse = z.infer<typeof ZEventResponseSchema>;
