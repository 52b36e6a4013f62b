import { z } from 'zod';
import { inStorableYears, STORABLE_DATE_MESSAGE } from './constants';
import { TICKET_COINS_MAX, TICKET_PRICE_MAX_OMR } from './money';
import { safeString } from './text';
import { ZIdParamSchema, ZIdSchema } from './ids';
import { MAX_PAGE, successEnvelope, ZCoinsSchema, ZMoneySchema, ZPaginationSchema } from './common';
import { BADGE_COLORS, ZBadgeColorSchema } from './badges';
import { INVOICE_STATUSES } from './bookings';

/*
 * The administrator's catalogue calls (docs/product.md §7, docs/architecture.md §5): events, ticket types,
 * an event's bookings, badges and categories. Every name and description attendees read has an English
 * (default) value under the spec's field name and an optional Arabic twin `<field>_ar`; admin reads answer
 * both, public reads answer the caller's language (docs/product.md §3).
 */

export { BADGE_COLORS };

export const ADMIN_PAGE_SIZE = 20;

/** ISO 8601 date-time with an offset; the screens enter and show it in Asia/Muscat. */
/** A date-time with its offset, in the years both databases store (contract/constants.ts). */
const ZDateTimeSchema = z.iso.datetime({ offset: true }).refine(inStorableYears, STORABLE_DATE_MESSAGE);

/** An optional Arabic twin: '' when not written (readers fall back to English). */
const ZArabicTextSchema = (max: number) => safeString().trim().max(max);

const ZListQueryBase = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});

// ——— Events ———

export const ADMIN_EVENT_STATUSES = ['upcoming', 'running', 'ended', 'cancelled'] as const;
export const ZAdminEventStatusSchema = z.enum(ADMIN_EVENT_STATUSES);
export type TAdminEventStatus = z.infer<typeof ZAdminEventStatusSchema>;

export const ZAdminEventListQuerySchema = ZListQueryBase.extend({
  status: ZAdminEventStatusSchema.optional(),
});
export type TAdminEventListQuery = z.infer<typeof ZAdminEventListQuerySchema>;

export const ZAdminCategoryRefSchema = z.object({ id: ZIdSchema, name: z.string(), name_ar: z.string(), parent_id: z.nullable(ZIdSchema) });
export const ZAdminBadgeSchema = z.object({ id: ZIdSchema, name: z.string(), name_ar: z.string(), color: ZBadgeColorSchema });
export type TAdminBadge = z.infer<typeof ZAdminBadgeSchema>;

export const ZAdminEventSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  name_ar: z.string(),
  description: z.string(),
  description_ar: z.string(),
  start_date: ZDateTimeSchema,
  finish_date: ZDateTimeSchema,
  location: z.string().nullable(),
  location_ar: z.string(),
  /** The largest poster variant; `poster_srcset` lists every width. */
  poster_image_url: z.string().nullable(),
  poster_srcset: z.string().nullable(),
  categories: z.array(ZAdminCategoryRefSchema),
  badges: z.array(ZAdminBadgeSchema),
  status: ZAdminEventStatusSchema,
  cancelled_at: ZDateTimeSchema.nullable(),
  /** Seats over all ticket types. */
  tickets_total: z.number().int().min(0),
  tickets_sold: z.number().int().min(0),
  /** Active bookings with at least one accepted scan. */
  checked_in: z.number().int().min(0),
  /** Bookings of any status; an event with bookings cannot be deleted. */
  bookings_count: z.number().int().min(0),
  /** How long a checkout holds this event's seats, 5–60 minutes; null: the server's CHECKOUT_HOLD_MINUTES (docs/product.md §10). */
  checkout_hold_minutes: z.number().int().min(5).max(60).nullable(),
  created_at: ZDateTimeSchema,
  updated_at: ZDateTimeSchema,
});
export type TAdminEvent = z.infer<typeof ZAdminEventSchema>;

export const ZAdminEventListResponseSchema = successEnvelope(z.object({ events: z.array(ZAdminEventSchema), pagination: ZPaginationSchema }));
export type TAdminEventListResponse = z.infer<typeof ZAdminEventListResponseSchema>;
export const ZAdminEventResponseSchema = successEnvelope(z.object({ event: ZAdminEventSchema }));
export type TAdminEventResponse = z.infer<typeof ZAdminEventResponseSchema>;

const HOLD_MINUTES_MESSAGE = 'The seat hold must be 5 to 60 minutes, or empty for the default';
/** A form field: '' means "the server's default" (null); else whole minutes, 5 to 60. */
const ZHoldMinutesFieldSchema = z.union([
  z.literal('').transform(() => null),
  z.coerce.number({ error: HOLD_MINUTES_MESSAGE }).int(HOLD_MINUTES_MESSAGE).min(5, HOLD_MINUTES_MESSAGE).max(60, HOLD_MINUTES_MESSAGE),
]);

/**
 * The text fields of `POST admin/events` (multipart, docs/product.md §7). The file `poster_image` rides
 * beside them. `category_ids[]` / `badge_ids[]` repeat; on an update, a single empty `category_ids[]`
 * value clears the list, and a list left out stays as it is.
 */
export const ZAdminEventFieldsSchema = z
  .object({
    name: safeString().trim().min(1, 'Name is required').max(200),
    name_ar: ZArabicTextSchema(200).default(''),
    description: safeString().trim().min(1, 'Description is required').max(10000),
    description_ar: ZArabicTextSchema(10000).default(''),
    start_date: ZDateTimeSchema,
    finish_date: ZDateTimeSchema,
    location: safeString().trim().max(200).optional(),
    location_ar: ZArabicTextSchema(200).default(''),
    category_ids: z.array(ZIdParamSchema).max(50).default([]),
    badge_ids: z.array(ZIdParamSchema).max(20).default([]),
    checkout_hold_minutes: ZHoldMinutesFieldSchema.optional(),
  })
  .refine((v) => Date.parse(v.finish_date) >= Date.parse(v.start_date), {
    path: ['finish_date'],
    message: 'The end must not be before the start',
  });
export type TAdminEventFields = z.infer<typeof ZAdminEventFieldsSchema>;

/**
 * `POST admin/events/{id}` with `_method=PUT`: a partial update, every field optional; fields left out
 * stay as they are. `remove_poster=1` drops the poster without a new one.
 */
export const ZAdminEventUpdateFieldsSchema = z.object({
  _method: z.literal('PUT'),
  name: safeString().trim().min(1, 'Name is required').max(200).optional(),
  name_ar: ZArabicTextSchema(200).optional(),
  description: safeString().trim().min(1, 'Description is required').max(10000).optional(),
  description_ar: ZArabicTextSchema(10000).optional(),
  start_date: ZDateTimeSchema.optional(),
  finish_date: ZDateTimeSchema.optional(),
  location: safeString().trim().max(200).optional(),
  location_ar: ZArabicTextSchema(200).optional(),
  category_ids: z.array(ZIdParamSchema).max(50).optional(),
  badge_ids: z.array(ZIdParamSchema).max(20).optional(),
  remove_poster: z.enum(['0', '1']).optional(),
  checkout_hold_minutes: ZHoldMinutesFieldSchema.optional(),
});
export type TAdminEventUpdateFields = z.infer<typeof ZAdminEventUpdateFieldsSchema>;

/** `POST admin/events/{id}/cancel`: the bookings stay, the event leaves public lists, its codes are revoked. */
export const ZAdminEventCancelBodySchema = z.object({ reason: safeString().trim().max(500).optional() });

// ——— Ticket types ———

export const TICKET_LIMIT_MESSAGES = {
  price: 'A ticket costs at most 50,000 OMR',
  coins: 'A ticket gives at most 10,000 coins',
} as const;

/** OMR with at most 3 decimals as the admin types it ("5", "5.5", "5.500"); answered as "5.500". */
const ZMoneyInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,3})?$/, 'Enter an amount in OMR, e.g. 5.500')
  .refine((value) => Number(value) <= TICKET_PRICE_MAX_OMR, TICKET_LIMIT_MESSAGES.price);
/** Coins with at most 2 decimals ("10", "2.50"). */
const ZCoinsInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter coins with at most two decimals')
  .refine((value) => Number(value) <= TICKET_COINS_MAX, TICKET_LIMIT_MESSAGES.coins);

export const ZAdminTicketSchema = z.object({
  id: ZIdSchema,
  event_id: ZIdSchema,
  name: z.string(),
  name_ar: z.string(),
  price: ZMoneySchema,
  total: z.number().int().min(0),
  sold: z.number().int().min(0),
  usage_limit: z.number().int().min(1),
  valid_from: ZDateTimeSchema.nullable(),
  valid_until: ZDateTimeSchema.nullable(),
  sale_starts_at: ZDateTimeSchema.nullable(),
  sale_ends_at: ZDateTimeSchema.nullable(),
  coins_on_purchase: ZCoinsSchema,
  coins_on_usage: ZCoinsSchema,
  per_buyer_limit: z.number().int().min(1).nullable(),
  /** Seats asked for by the type's waitlist entries still waiting (docs/product.md §10 Waitlist). */
  waiting: z.number().int().min(0),
  created_at: ZDateTimeSchema,
});
export type TAdminTicket = z.infer<typeof ZAdminTicketSchema>;

const ZAdminTicketFieldsSchema = z.object({
  name: safeString().trim().min(1, 'Name is required').max(120),
  name_ar: ZArabicTextSchema(120),
  price: ZMoneyInputSchema,
  total: z.number().int().min(0).max(1_000_000),
  usage_limit: z.number().int().min(1).max(1000),
  valid_from: ZDateTimeSchema.nullable().optional(),
  valid_until: ZDateTimeSchema.nullable().optional(),
  sale_starts_at: ZDateTimeSchema.nullable().optional(),
  sale_ends_at: ZDateTimeSchema.nullable().optional(),
  coins_on_purchase: ZCoinsInputSchema.optional(),
  coins_on_usage: ZCoinsInputSchema.optional(),
  per_buyer_limit: z.number().int().min(1).max(1000).nullable().optional(),
});

/**
 * Body of `POST admin/events/{id}/tickets` and `PUT admin/tickets/{id}` (JSON; the names the public
 * contract uses). Validity defaults to the event's times; no per-buyer limit when left out or null.
 * PUT takes the same body: fields left out of a PUT keep their value.
 */
export const ZAdminTicketBodySchema = ZAdminTicketFieldsSchema.extend({ name_ar: ZArabicTextSchema(120).default('') }).strict();
export type TAdminTicketBody = z.infer<typeof ZAdminTicketBodySchema>;
/** Built from the fields without defaults: a default would write '' over a stored Arabic name left out of a PUT. */
export const ZAdminTicketUpdateBodySchema = ZAdminTicketFieldsSchema.partial().strict();
export type TAdminTicketUpdateBody = z.infer<typeof ZAdminTicketUpdateBodySchema>;

export const ZAdminTicketResponseSchema = successEnvelope(z.object({ ticket: ZAdminTicketSchema }));
export const ZAdminTicketListResponseSchema = successEnvelope(z.object({ tickets: z.array(ZAdminTicketSchema) }));

// ——— An event's bookings ———

export const ZAdminBookingListQuerySchema = ZListQueryBase;
export type TAdminBookingListQuery = z.infer<typeof ZAdminBookingListQuerySchema>;

/** docs/product.md §3 Booking: booking number, code, ticket, customer, email, usage, status, valid until. */
export const ZAdminBookingSchema = z.object({
  id: ZIdSchema,
  booking_number: z.string(),
  code: z.string(),
  ticket: z.object({ id: ZIdSchema, name: z.string(), name_ar: z.string() }),
  /** The holder: who shows it at the door (the buyer, unless it was sent to someone, docs/product.md §4). */
  customer: z.string(),
  email: z.string(),
  /** The buyer (who paid, and is refunded). */
  user_id: ZIdSchema,
  buyer: z.object({ name: z.string(), email: z.string() }),
  /** The member holding it after an accepted transfer; null while the buyer holds it. */
  holder_id: z.nullable(ZIdSchema),
  used_count: z.number().int().min(0),
  usage_limit: z.number().int().min(1),
  /** `used_count` of `usage_limit`, in the member's shape (contract/bookings.ts `usage`): one cell reads both lists. */
  usage: z.object({ used: z.number().int().min(0), limit: z.number().int().min(1) }),
  status: z.enum(['active', 'cancelled']),
  valid_until: ZDateTimeSchema.nullable(),
  created_at: ZDateTimeSchema,
  /** The order it was bought in: the dashboard opens its payments and refunds (docs/product.md §10). */
  invoice: z.object({ id: ZIdSchema, number: z.string(), status: z.enum(INVOICE_STATUSES) }),
});
export type TAdminBooking = z.infer<typeof ZAdminBookingSchema>;
export const ZAdminBookingListResponseSchema = successEnvelope(z.object({ bookings: z.array(ZAdminBookingSchema), pagination: ZPaginationSchema }));

// ——— Badges ———

export const ZAdminBadgeBodySchema = z
  .object({
    name: safeString().trim().min(1, 'Name is required').max(60),
    name_ar: ZArabicTextSchema(60).default(''),
    color: ZBadgeColorSchema,
  })
  .strict();
export type TAdminBadgeBody = z.infer<typeof ZAdminBadgeBodySchema>;
export const ZAdminBadgeListResponseSchema = successEnvelope(z.object({ badges: z.array(ZAdminBadgeSchema) }));
export const ZAdminBadgeResponseSchema = successEnvelope(z.object({ badge: ZAdminBadgeSchema }));

// ——— Categories ———

export type TAdminCategory = {
  id: number;
  name: string;
  name_ar: string;
  description: string | null;
  description_ar: string;
  parent_id: number | null;
  /** Events filed directly under this category. */
  events_count: number;
  children: TAdminCategory[];
};
export const ZAdminCategorySchema: z.ZodType<TAdminCategory> = z.lazy(() =>
  z.object({
    id: ZIdSchema,
    name: z.string(),
    name_ar: z.string(),
    description: z.string().nullable(),
    description_ar: z.string(),
    parent_id: z.nullable(ZIdSchema),
    events_count: z.number().int().min(0),
    children: z.array(ZAdminCategorySchema),
  }),
);

/** `POST admin/categories`, `PUT admin/categories/{id}` (docs/product.md §5: `Name is required`). */
export const ZAdminCategoryBodySchema = z
  .object({
    name: safeString({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
    name_ar: ZArabicTextSchema(120).default(''),
    description: safeString().trim().max(2000).nullable().optional(),
    description_ar: ZArabicTextSchema(2000).default(''),
    parent_id: z.nullable(ZIdSchema).optional(),
  })
  .strict();
export type TAdminCategoryBody = z.infer<typeof ZAdminCategoryBodySchema>;

/** `GET admin/categories`: the whole tree, both languages, with event counts. */
export const ZAdminCategoryTreeResponseSchema = successEnvelope(z.object({ categories: z.array(ZAdminCategorySchema) }));
/** One category without its subtree (`children` empty). */
export const ZAdminCategoryResponseSchema = successEnvelope(z.object({ category: ZAdminCategorySchema }));

export const ZDeletedResponseSchema = successEnvelope(z.object({ id: ZIdSchema }));
