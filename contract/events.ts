import * as z from 'zod/mini';
import { ZIdParamSchema, ZIdSchema } from './ids';
import { MAX_PAGE, successEnvelope, ZMoneySchema, ZPaginationSchema } from './common';
import { MAX_PRICE_OMR } from './money';
import { EVENTS_PAGE_SIZE, inStorableYears, STORABLE_DATE_MESSAGE } from './constants';

export { EVENTS_PAGE_SIZE };

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
  usage_limit: z.int(),
  total: z.int(),
  sold: z.int(),
  available: z.int(),
  sold_out: z.boolean(),
  per_buyer_limit: z.nullable(z.int()),
  valid_from: z.nullable(z.iso.datetime({ offset: true })),
  valid_until: z.nullable(z.iso.datetime({ offset: true })),
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
  location: z.nullable(z.string()),
  poster_image_url: z.nullable(z.string()),
  /** Lowest ticket price, null when the event has no tickets. */
  min_price: z.nullable(ZMoneySchema),
  tickets: z.array(ZEventTicketSchema),
  categories: z.array(z.object({ id: ZIdSchema, name: z.string(), parent_id: z.nullable(ZIdSchema) })),
  badges: z.array(ZBadgeSchema),
  created_at: z.iso.datetime({ offset: true }),
});
export type TEvent = z.infer<typeof ZEventSchema>;

/** `start_date` is "Soonest" (asc), the home list's default (docs/product.md §9). */
export const EVENT_SORT_FIELDS = ['created_at', 'popularity', 'price', 'start_date'] as const;
export const ZSortFieldSchema = z.enum(EVENT_SORT_FIELDS);
export const ZSortDirectionSchema = z.enum(['asc', 'desc']);

/** Query of GET /api/events (docs/product.md §7). Arrays arrive as `category_ids[]=1&category_ids[]=2`. */
export const ZEventListQuerySchema = z.object({
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), EVENTS_PAGE_SIZE),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE)), 1),
  category_ids: z.pipe(
    z.transform((v: unknown) => (v === undefined || Array.isArray(v) ? v : String(v).split(',').filter(Boolean))),
    z.optional(z.array(ZIdParamSchema).check(z.maxLength(100))),
  ),
  date: z.optional(z.iso.date().check(z.refine(inStorableYears, STORABLE_DATE_MESSAGE))),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  price: z.optional(
    z.object({
      min: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(MAX_PRICE_OMR))),
      max: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(MAX_PRICE_OMR))),
    }),
  ),
  /** Matches the English or the Arabic location, whichever `events/location` gave the client. */
  location: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  show_ended: z.optional(z.enum(['0', '1'])),
  sort_field: z._default(ZSortFieldSchema, 'created_at'),
  sort_direction: z._default(ZSortDirectionSchema, 'desc'),
});
export type TEventListQuery = z.infer<typeof ZEventListQuerySchema>;

export const ZEventListResponseSchema = successEnvelope(z.object({ events: z.array(ZEventSchema), pagination: ZPaginationSchema }));
export type TEventListResponse = z.infer<typeof ZEventListResponseSchema>;

/**
 * GET /api/events/{id}. `vat_rate` is the VAT the server charges now, in percent (15 for 15 %), the same
 * meaning as an invoice's `vat_rate`: the booking screen shows the total it will be charged.
 */
export const ZEventResponseSchema = successEnvelope(z.object({ event: ZEventSchema, vat_rate: z.number().check(z.minimum(0), z.maximum(100)) }));
export type TEventResponse = z.infer<typeof ZEventResponseSchema>;
