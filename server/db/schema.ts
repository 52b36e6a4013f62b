import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_ENTITIES } from '../../contract/audit';
import { BADGE_COLORS } from '../../contract/badges';
import { PROMO_KINDS } from '../../contract/promo';
import { COIN_TRANSACTION_KINDS } from '../../contract/coins';
import { WAITLIST_STATUSES } from '../../contract/waitlist-statuses';

/*
 * One schema for PGlite and PostgreSQL. TypeScript keys are camelCase, SQL names snake_case.
 * Money is integer baisa (1 OMR = 1000 baisa); coins are integer hundredths.
 * Constraints are the last line of defence: services check first, the database makes sure.
 */

function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true });
}

function createdAt() {
  return timestamptz('created_at').notNull().defaultNow();
}

function updatedAt() {
  return timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}

/**
 * The Arabic twin of an attendee-facing text (docs/product.md §3, bilingual content). '' means "not
 * written": readers fall back to the other language, so a column is never null.
 */
function arabicText(name: string) {
  return text(name).notNull().default('');
}

export const ROLE_IDS = [1, 2, 3] as const;
export const USER_LOCALES = ['en', 'ar'] as const;
export { BADGE_COLORS };
export const INVOICE_STATUSES = ['paid', 'pending', 'expired', 'cancelled', 'refunded'] as const;
/**
 * `pending`: a seat held by a checkout (no code yet); `active`: paid, with its signed code; `cancelled`:
 * paid then cancelled; `lapsed`: the hold ended unpaid (expired or called off) and holds nothing.
 */
export const BOOKING_STATUSES = ['pending', 'active', 'cancelled', 'lapsed'] as const;
export const PAYMENT_PROVIDERS = ['test', 'thawani'] as const;
export const PAYMENT_STATUSES = ['open', 'paid', 'cancelled', 'expired'] as const;
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const TEST_CHECKOUT_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export const SCAN_DECISIONS = ['accepted', 'rejected'] as const;
/** What moved the coins; the contract's list, so the ledger stores only kinds the screens can word. */
export const COIN_KINDS = COIN_TRANSACTION_KINDS;
/** `expired` is also read from a pending row whose `expires_at` has passed (no sweeper needed). */
export const TRANSFER_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export const TRANSFER_CHANNELS = ['email', 'phone'] as const;
export const REDEMPTION_STATUSES = ['pending', 'fulfilled', 'cancelled'] as const;
export { WAITLIST_STATUSES };
export const HERO_MEDIA_KINDS = ['image', 'video'] as const;

function inList(values: readonly (string | number)[]) {
  // Values are our own constants, never user input, so inlining them as literals is safe.
  return sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '));
}

// Human-facing numbers come from sequences so concurrent inserts never collide and the app need not
// invent them; an explicit value still wins over the default.
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });
export const bookingNumberSeq = pgSequence('booking_number_seq', { startWith: 1 });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /**
     * E.164 with the country code, e.g. '+96891234567', so uniqueness holds across countries. Unique among
     * verified numbers only: an unverified claim reserves nothing (docs/product.md §4, phone verification).
     */
    phone: text('phone'),
    countryCode: text('country_code').notNull().default('+968'),
    passwordHash: text('password_hash').notNull(),
    roleId: smallint('role_id').notNull().default(2),
    /** Cached sum of coin_transactions.amount, updated in the same transaction as the ledger row. */
    coins: integer('coins').notNull().default(0),
    /**
     * When the balance last moved, set by the same conditional UPDATE under the row's lock: every ledger
     * row takes it as its time, never earlier than the one before, so the history reads in balance order.
     */
    coinsAt: timestamptz('coins_at'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    locale: text('locale', { enum: USER_LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_verified_unique')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null`),
    index('users_phone_idx').on(t.phone),
    check('users_role_id_check', sql`${t.roleId} in (${inList(ROLE_IDS)})`),
    check('users_coins_check', sql`${t.coins} >= 0`),
    check('users_locale_check', sql`${t.locale} in (${inList(USER_LOCALES)})`),
    check('users_email_check', sql`position('@' in ${t.email}) > 1`),
    check('users_name_check', sql`length(btrim(${t.name})) > 0`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('auth_tokens_token_hash_unique'),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId)],
);

export const phoneOtps = pgTable(
  'phone_otps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_otps_user_id_created_at_idx').on(t.userId, t.createdAt), check('phone_otps_attempts_check', sql`${t.attempts} >= 0`)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_unique'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/**
 * A pending change of a user's email (docs/product.md §4): confirmed by a single-use link mailed to the new address,
 * stored hashed like reset tokens. Until it is used the account keeps its old address.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique('email_changes_token_hash_unique'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_id_idx').on(t.userId)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameAr: arabicText('name_ar'),
    description: text('description'),
    descriptionAr: arabicText('description_ar'),
    // Restrict: deleting a parent must be a decision about its children, not a silent cascade.
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_parent_id_idx').on(t.parentId),
    check('categories_parent_not_self_check', sql`${t.parentId} <> ${t.id}`),
    check('categories_name_check', sql`length(btrim(${t.name})) > 0`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameAr: arabicText('name_ar'),
    description: text('description').notNull(),
    descriptionAr: arabicText('description_ar'),
    startDate: timestamptz('start_date').notNull(),
    finishDate: timestamptz('finish_date').notNull(),
    location: text('location'),
    locationAr: arabicText('location_ar'),
    /** Relative to the uploads directory, e.g. 'posters/12-800.webp'. */
    posterPath: text('poster_path'),
    /** normalizeSearchText(name + description + location), written by the app on every change. */
    searchText: text('search_text').notNull().default(''),
    cancelledAt: timestamptz('cancelled_at'),
    /**
     * Read summary of the event's tickets (docs/architecture.md §8): the cheapest price in baisa (null
     * without tickets) and the seats sold. Kept by the `tickets_event_summary` trigger in the same
     * transaction as every ticket insert, price or sold change and delete, so reads never see them stale.
     */
    minPrice: integer('min_price'),
    ticketsSold: integer('tickets_sold').notNull().default(0),
    /** How long a checkout holds this event's seats (docs/product.md §10); null: the server's CHECKOUT_HOLD_MINUTES. */
    checkoutHoldMinutes: integer('checkout_hold_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_checkout_hold_minutes_check', sql`${t.checkoutHoldMinutes} between 5 and 60`),
    index('events_start_date_idx').on(t.startDate),
    index('events_finish_date_idx').on(t.finishDate),
    index('events_created_at_idx').on(t.createdAt),
    index('events_location_idx').on(t.location),
    check('events_dates_check', sql`${t.finishDate} >= ${t.startDate}`),
    check('events_name_check', sql`length(btrim(${t.name})) > 0`),
  ],
);

/**
 * Version counters of everything a public event read shows (docs/architecture.md §8). Triggers bump one
 * shard (event id mod 16) in the same transaction as any change to events, tickets, their categories and
 * badges; category and badge edits bump shard 0. The sum only grows, so a reader that sees the same sum
 * sees the same catalogue: the event read cache and its ETags are keyed by it. Sixteen shards keep
 * bookings on different events from queueing on one row.
 */
export const catalogVersions = pgTable('catalog_versions', {
  shard: smallint('shard').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const eventCategories = pgTable(
  'event_categories',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'event_categories_pk', columns: [t.eventId, t.categoryId] }), index('event_categories_category_id_idx').on(t.categoryId)],
);

export const badges = pgTable(
  'badges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameAr: arabicText('name_ar'),
    color: text('color', { enum: BADGE_COLORS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('badges_color_check', sql`${t.color} in (${inList(BADGE_COLORS)})`), check('badges_name_check', sql`length(btrim(${t.name})) > 0`)],
);

export const eventBadges = pgTable(
  'event_badges',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'event_badges_pk', columns: [t.eventId, t.badgeId] }), index('event_badges_badge_id_idx').on(t.badgeId)],
);

/** Ticket types of an event. */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameAr: arabicText('name_ar'),
    /** Baisa. */
    price: integer('price').notNull(),
    usageLimit: integer('usage_limit').notNull().default(1),
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
    saleStartsAt: timestamptz('sale_starts_at'),
    saleEndsAt: timestamptz('sale_ends_at'),
    /** Coin hundredths per ticket. */
    coinsOnPurchase: integer('coins_on_purchase').notNull().default(0),
    coinsOnUsage: integer('coins_on_usage').notNull().default(0),
    perBuyerLimit: integer('per_buyer_limit'),
    total: integer('total').notNull(),
    // Bookings increment this with a conditional UPDATE (sold + n <= total); the CHECK is the backstop.
    sold: integer('sold').notNull().default(0),
    /**
     * Seats in this type's pending bookings, whether their hold is live or has run out but is not yet
     * released: kept by the `bookings_ticket_held` trigger (docs/architecture.md §11). Never below the live
     * holds, so `sold + held + n <= total` lets a checkout hold in one statement; only when that refuses
     * does the exact count of live holds decide.
     */
    held: integer('held').notNull().default(0),
    /**
     * Seats asked for by this type's `waiting` waitlist entries, kept by the `waitlist_entries_ticket_waiting`
     * trigger (migration 0017). While it is 0 a public hold takes its one-statement path; otherwise seats that
     * fit waiting entries are kept for their offers (docs/architecture.md §11 Waitlist).
     */
    waiting: integer('waiting').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tickets_event_id_idx').on(t.eventId),
    check('tickets_price_check', sql`${t.price} >= 0`),
    check('tickets_usage_limit_check', sql`${t.usageLimit} >= 1`),
    check('tickets_coins_on_purchase_check', sql`${t.coinsOnPurchase} >= 0`),
    check('tickets_coins_on_usage_check', sql`${t.coinsOnUsage} >= 0`),
    check('tickets_per_buyer_limit_check', sql`${t.perBuyerLimit} > 0`),
    check('tickets_total_check', sql`${t.total} >= 0`),
    check('tickets_sold_check', sql`${t.sold} >= 0 and ${t.sold} <= ${t.total}`),
    check('tickets_held_check', sql`${t.held} >= 0`),
    check('tickets_waiting_check', sql`${t.waiting} >= 0`),
    check('tickets_valid_range_check', sql`${t.validUntil} >= ${t.validFrom}`),
    check('tickets_sale_range_check', sql`${t.saleEndsAt} >= ${t.saleStartsAt}`),
    check('tickets_name_check', sql`length(btrim(${t.name})) > 0`),
  ],
);

/**
 * Promo codes (docs/product.md §10 Promo codes). `value` is whole percent for `percent`, baisa off each
 * ticket for `fixed`. `used` counts the tickets of pending and active bookings made with the code, kept by
 * the `bookings_promo_used` trigger for every writer (migration 0014); a pending booking whose hold has
 * lapsed still counts there until it is marked, so the limit check falls back to the exact count when the
 * counter alone would refuse (as `tickets.held`, docs/architecture.md §11).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** In capitals: codes compare without regard to case. */
    code: text('code').notNull().unique('promo_codes_code_unique'),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    value: integer('value').notNull(),
    eventId: integer('event_id').references((): AnyPgColumn => events.id, { onDelete: 'cascade' }),
    ticketIds: integer('ticket_ids').array(),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    active: boolean('active').notNull().default(true),
    used: integer('used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promo_codes_kind_check', sql`${t.kind} in (${inList(PROMO_KINDS)})`),
    check('promo_codes_code_check', sql`${t.code} = upper(${t.code}) and ${t.code} ~ '^[A-Z0-9_-]{3,32}$'`),
    check('promo_codes_value_check', sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'fixed' and ${t.value} > 0)`),
    check('promo_codes_limits_check', sql`coalesce(${t.maxUses}, 1) >= 1 and coalesce(${t.maxUsesPerUser}, 1) >= 1 and ${t.used} >= 0`),
    check('promo_codes_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number')
      .notNull()
      .unique('invoices_number_unique')
      .default(sql`('INV-' || lpad(nextval('invoice_number_seq')::text, 6, '0'))`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Baisa. */
    subtotal: integer('subtotal').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    /** Basis points: 1500 = 15 %. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    /** Baisa taken off by a promo code; VAT is on `subtotal - discount`. */
    discount: integer('discount').notNull().default(0),
    promoCodeId: integer('promo_code_id').references((): AnyPgColumn => promoCodes.id),
    /** The code as it was used (the row may be edited later). */
    promoCode: text('promo_code'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    /** Client-chosen key so a retried POST /bookings creates one invoice, not two. */
    idempotencyKey: text('idempotency_key'),
    /** A checkout's seat hold ends here (docs/architecture.md §11); null for an invoice paid at once (a free one). */
    expiresAt: timestamptz('expires_at'),
    /** When the payment was confirmed (or the free booking made). */
    paidAt: timestamptz('paid_at'),
    /** Why the invoice ended as it did when no person said so (e.g. a late payment refunded: no seats left). */
    statusReason: text('status_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The reconciler: pending checkouts by the end of their hold.
    index('invoices_pending_expires_at_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    unique('invoices_user_id_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    index('invoices_user_id_created_at_idx').on(t.userId, t.createdAt),
    // Reports: sales by day across every buyer.
    index('invoices_created_at_idx').on(t.createdAt),
    check('invoices_amounts_check', sql`${t.subtotal} >= 0 and ${t.vat} >= 0 and ${t.total} >= 0`),
    check('invoices_total_check', sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.vat}`),
    check('invoices_discount_check', sql`${t.discount} >= 0 and ${t.discount} <= ${t.subtotal} and (${t.discount} = 0 or ${t.promoCodeId} is not null)`),
    check('invoices_vat_rate_bp_check', sql`${t.vatRateBp} between 0 and 10000`),
    check('invoices_status_check', sql`${t.status} in (${inList(INVOICE_STATUSES)})`),
  ],
);

/** One admission code for one person. */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingNumber: text('booking_number')
      .notNull()
      .unique('bookings_booking_number_unique')
      .default(sql`('BK-' || lpad(nextval('booking_number_seq')::text, 7, '0'))`),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    /**
     * The signed QR payload. It embeds the booking id, so the id is reserved first with
     * reserveBookingIds() (server/db/identity.ts) and the row inserted with OVERRIDING SYSTEM VALUE.
     */
    code: text('code').unique('bookings_code_unique'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('active'),
    /**
     * The end of the checkout's seat hold (its invoice's expires_at) while `pending`: a pending booking holds
     * its seat only while this is in the future (one predicate, no sweeper needed; docs/architecture.md §11).
     */
    holdUntil: timestamptz('hold_until'),
    usageLimit: integer('usage_limit').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
    holderName: text('holder_name').notNull(),
    holderEmail: text('holder_email').notNull(),
    /**
     * The member the ticket was sent to and who accepted it (docs/product.md §4 Sending a ticket); null while
     * the buyer (`user_id`) holds it. The holder sees it in My Tickets and earns its coins on use; the buyer
     * keeps the invoice, the purchase coins and any refund.
     */
    holderId: integer('holder_id').references((): AnyPgColumn => users.id),
    /** Bumped by each accepted transfer: the signed code carries it (`v`), so an older code is `replaced`. */
    codeVersion: integer('code_version').notNull().default(1),
    /** Baisa, the ticket price when bought (before any promo code's discount, which is on the invoice). */
    unitPrice: integer('unit_price').notNull(),
    /** The promo code this ticket was bought with: one use of it while pending or active. */
    promoCodeId: integer('promo_code_id').references((): AnyPgColumn => promoCodes.id),
    cancelledAt: timestamptz('cancelled_at'),
    /** The administrator's reason for cancelling (docs/product.md §4 Cancellation); null while active. */
    cancelReason: text('cancel_reason'),
    /** Baisa given back when cancelled: this booking's share of the invoice total, VAT included. */
    refunded: integer('refunded').notNull().default(0),
    /** Coin hundredths of the purchase credit taken back when cancelled (a purchase_reversal row). */
    coinsReversed: integer('coins_reversed').notNull().default(0),
    /** Coin hundredths the balance could not cover when cancelled (the balance never goes below zero). */
    coinsUnrecovered: integer('coins_unrecovered').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('bookings_ticket_id_user_id_idx').on(t.ticketId, t.userId),
    // Scanner manifest deltas: WHERE event_id = ? AND updated_at > cursor.
    index('bookings_event_id_updated_at_idx').on(t.eventId, t.updatedAt),
    index('bookings_invoice_id_idx').on(t.invoiceId),
    // Reports: refunds by the day of the cancellation.
    index('bookings_cancelled_at_idx')
      .on(t.cancelledAt)
      .where(sql`${t.cancelledAt} is not null`),
    // Seats held per ticket type, and the next hold to lapse (the read cache's state).
    index('bookings_pending_ticket_id_hold_until_idx')
      .on(t.ticketId, t.holdUntil)
      .where(sql`${t.status} = 'pending'`),
    index('bookings_pending_hold_until_idx')
      .on(t.holdUntil)
      .where(sql`${t.status} = 'pending'`),
    // A promo code's uses per buyer, and the exact count of its uses.
    index('bookings_promo_code_id_user_id_idx')
      .on(t.promoCodeId, t.userId)
      .where(sql`${t.promoCodeId} is not null`),
    // My Tickets of a member who received tickets.
    index('bookings_holder_id_created_at_idx')
      .on(t.holderId, t.createdAt)
      .where(sql`${t.holderId} is not null`),
    check('bookings_code_version_check', sql`${t.codeVersion} >= 1`),
    check('bookings_status_check', sql`${t.status} in (${inList(BOOKING_STATUSES)})`),
    // Only a paid booking has a code: nothing unpaid can reach the door.
    check('bookings_code_check', sql`(${t.code} is null) = (${t.status} in ('pending', 'lapsed'))`),
    check('bookings_hold_until_check', sql`${t.status} <> 'pending' or ${t.holdUntil} is not null`),
    check('bookings_cancelled_at_check', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check('bookings_usage_limit_check', sql`${t.usageLimit} >= 1`),
    check('bookings_used_count_check', sql`${t.usedCount} >= 0 and ${t.usedCount} <= ${t.usageLimit}`),
    check('bookings_unit_price_check', sql`${t.unitPrice} >= 0`),
    check('bookings_valid_range_check', sql`${t.validUntil} >= ${t.validFrom}`),
    check(
      'bookings_cancellation_check',
      sql`${t.refunded} >= 0 and ${t.coinsReversed} >= 0 and ${t.coinsUnrecovered} >= 0
        and (${t.status} = 'cancelled' or (${t.refunded} = 0 and ${t.coinsReversed} = 0 and ${t.coinsUnrecovered} = 0 and ${t.cancelReason} is null))`,
    ),
  ],
);

/** Every scan, accepted or rejected, as reported by a scanner device. */
export const ticketUsages = pgTable(
  'ticket_usages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Chosen by the device; uploading the same scan to its event twice is a no-op (unique per event). */
    scanId: uuid('scan_id').notNull(),
    /** Null for a garbage or forged code that names no booking. */
    bookingId: integer('booking_id').references(() => bookings.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    code: text('code').notNull(),
    decision: text('decision', { enum: SCAN_DECISIONS }).notNull(),
    reason: text('reason'),
    deviceId: text('device_id').notNull(),
    gate: text('gate'),
    scannedBy: integer('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    /** Device clock at scan time. */
    scannedAt: timestamptz('scanned_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    /** Accepted offline but would have been rejected online (already used elsewhere, revoked). */
    conflict: boolean('conflict').notNull().default(false),
  },
  (t) => [
    unique('ticket_usages_event_id_scan_id_unique').on(t.eventId, t.scanId),
    index('ticket_usages_booking_id_idx').on(t.bookingId),
    index('ticket_usages_event_id_received_at_idx').on(t.eventId, t.receivedAt),
    check('ticket_usages_decision_check', sql`${t.decision} in (${inList(SCAN_DECISIONS)})`),
    check('ticket_usages_reason_check', sql`${t.decision} = 'accepted' or ${t.reason} is not null`),
  ],
);

export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    titleAr: arabicText('title_ar'),
    description: text('description').notNull().default(''),
    descriptionAr: arabicText('description_ar'),
    /** Coin hundredths. */
    cost: integer('cost').notNull(),
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('rewards_cost_check', sql`${t.cost} > 0`),
    check('rewards_valid_range_check', sql`${t.validUntil} >= ${t.validFrom}`),
    check('rewards_title_check', sql`length(btrim(${t.title})) > 0`),
  ],
);

export const redemptions = pgTable(
  'redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id),
    /** Coin hundredths spent, copied from the reward at redemption time. */
    cost: integer('cost').notNull(),
    status: text('status', { enum: REDEMPTION_STATUSES }).notNull().default('pending'),
    code: text('code').notNull().unique('redemptions_code_unique'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('redemptions_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('redemptions_cost_check', sql`${t.cost} > 0`),
    check('redemptions_status_check', sql`${t.status} in (${inList(REDEMPTION_STATUSES)})`),
  ],
);

/**
 * The coin ledger. users.coins is its running sum; balance_after is users.coins after this row. A row
 * stores its kind and parameters (event, reward, an operator's note), never a sentence: the screens word
 * it in the reader's language (docs/product.md §3). Written only by server/modules/coins.
 */
export const coinTransactions = pgTable(
  'coin_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Signed coin hundredths. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind', { enum: COIN_KINDS }).notNull(),
    /** The event of a purchase, usage or purchase_reversal. */
    eventId: integer('event_id').references(() => events.id),
    /** The reward of a redemption or redemption_refund. */
    rewardId: integer('reward_id').references(() => rewards.id),
    /** An operator's own words on an adjustment. */
    note: text('note'),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    usageId: integer('usage_id').references(() => ticketUsages.id),
    redemptionId: integer('redemption_id').references(() => redemptions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('coin_transactions_user_id_created_at_idx').on(t.userId, t.createdAt),
    // Reports: coins issued and spent in a range.
    index('coin_transactions_created_at_idx').on(t.createdAt),
    // Partial so that a redemption_refund may still point at the same redemption, while the usage credit
    // and the redemption debit can each happen only once.
    uniqueIndex('coin_transactions_usage_id_unique')
      .on(t.usageId)
      .where(sql`${t.kind} = 'usage'`),
    uniqueIndex('coin_transactions_redemption_id_unique')
      .on(t.redemptionId)
      .where(sql`${t.kind} = 'redemption'`),
    check('coin_transactions_amount_check', sql`${t.amount} <> 0`),
    check('coin_transactions_balance_after_check', sql`${t.balanceAfter} >= 0`),
    check('coin_transactions_kind_check', sql`${t.kind} in (${inList(COIN_KINDS)})`),
    check(
      'coin_transactions_kind_shape_check',
      sql`(${t.kind} <> 'purchase' or (${t.amount} > 0 and ${t.eventId} is not null))
        and (${t.kind} <> 'usage' or (${t.amount} > 0 and ${t.usageId} is not null and ${t.eventId} is not null))
        and (${t.kind} <> 'purchase_reversal' or (${t.amount} < 0 and ${t.eventId} is not null))
        and (${t.kind} <> 'redemption' or (${t.amount} < 0 and ${t.redemptionId} is not null and ${t.rewardId} is not null))
        and (${t.kind} <> 'redemption_refund' or (${t.amount} > 0 and ${t.rewardId} is not null))
        and (${t.kind} <> 'bonus' or ${t.amount} > 0)`,
    ),
  ],
);

/** The newest row is the current hero. */
export const heroMedia = pgTable(
  'hero_media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    kind: text('kind', { enum: HERO_MEDIA_KINDS }).notNull(),
    mime: text('mime').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('hero_media_created_at_idx').on(t.createdAt), check('hero_media_kind_check', sql`${t.kind} in (${inList(HERO_MEDIA_KINDS)})`)],
);

export const sliderImages = pgTable(
  'slider_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('slider_images_position_idx').on(t.position)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale', { enum: USER_LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt), check('contact_messages_locale_check', sql`${t.locale} in (${inList(USER_LOCALES)})`)],
);

export const communityMembers = pgTable(
  'community_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    locale: text('locale', { enum: USER_LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('community_members_email_lower_unique').on(sql`lower(${t.email})`),
    check('community_members_locale_check', sql`${t.locale} in (${inList(USER_LOCALES)})`),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Ticket-code signing keys. public_key: base64url of the raw 32-byte Ed25519 key (what scanners import
 * with WebCrypto); private_key: standard base64 of the PKCS#8 DER encoding.
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    algorithm: text('algorithm').notNull().default('ed25519'),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one active key: two processes racing to create one at startup cannot both win.
    uniqueIndex('signing_keys_one_active_unique')
      .on(t.active)
      .where(sql`${t.active}`),
    check('signing_keys_algorithm_check', sql`${t.algorithm} = 'ed25519'`),
  ],
);

/**
 * Rate-limit counters shared by every server process on one database (docs/architecture.md §7): one row
 * per limit key and fixed window, bumped by one atomic upsert. Expired rows are swept in the background
 * (index on expires_at). Unlogged in the migration: a counter lost with a database crash costs nothing.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('rate_limit_counters_expires_at_idx').on(t.expiresAt)],
);

export const OUTBOX_KINDS = ['mail', 'sms'] as const;
/** pending: waiting or being retried; sent; expired: not delivered before expires_at (given up, logged). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'expired'] as const;
/** Mails rendered by the worker from stored rows (`params`), for writers that cannot render in their statement. */
export const OUTBOX_TEMPLATES = ['booking_confirmation', 'ticket_received'] as const;

/**
 * Outgoing mail and texts (docs/architecture.md §4 Outbox). Written in the transaction of what causes the
 * message, delivered by the worker of server/modules/outbox. A row is either rendered (subject/body/html,
 * or body for a text) or a template with its params; bodies are cleared once the row leaves `pending`.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    /** An e-mail address, or an E.164 number for a text. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    /** The plain-text part of a mail, or the text of an SMS. */
    body: text('body'),
    html: text('html'),
    template: text('template', { enum: OUTBOX_TEMPLATES }),
    params: jsonb('params'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    /** Claimed by a worker until then; a worker that died mid-send lets it lapse and another takes the row. */
    leaseUntil: timestamptz('lease_until'),
    leaseToken: text('lease_token'),
    lastError: text('last_error'),
    /** Not worth delivering after this (an OTP or reset link that has run out, a day for other mail). */
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    // The worker's claim: pending rows by due time.
    index('outbox_pending_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // The SMS caps: texts per number and in all in the last hour.
    index('outbox_sms_recipient_created_at_idx')
      .on(t.recipient, t.createdAt)
      .where(sql`${t.kind} = 'sms'`),
    index('outbox_sms_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'sms'`),
    check('outbox_kind_check', sql`${t.kind} in (${inList(OUTBOX_KINDS)})`),
    check('outbox_status_check', sql`${t.status} in (${inList(OUTBOX_STATUSES)})`),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
    check('outbox_content_check', sql`${t.status} <> 'pending' or ${t.body} is not null or ${t.template} is not null`),
  ],
);

export const usersRelations = relations(users, ({ many }) => ({
  bookings: many(bookings),
  invoices: many(invoices),
  coinTransactions: many(coinTransactions),
  redemptions: many(redemptions),
  authTokens: many(authTokens),
}));

export const authTokensRelations = relations(authTokens, ({ one }) => ({
  user: one(users, { fields: [authTokens.userId], references: [users.id] }),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, { fields: [categories.parentId], references: [categories.id], relationName: 'category_parent' }),
  children: many(categories, { relationName: 'category_parent' }),
  eventCategories: many(eventCategories),
}));

export const eventsRelations = relations(events, ({ many }) => ({
  tickets: many(tickets),
  eventCategories: many(eventCategories),
  eventBadges: many(eventBadges),
  bookings: many(bookings),
}));

export const eventCategoriesRelations = relations(eventCategories, ({ one }) => ({
  event: one(events, { fields: [eventCategories.eventId], references: [events.id] }),
  category: one(categories, { fields: [eventCategories.categoryId], references: [categories.id] }),
}));

export const badgesRelations = relations(badges, ({ many }) => ({
  eventBadges: many(eventBadges),
}));

export const eventBadgesRelations = relations(eventBadges, ({ one }) => ({
  event: one(events, { fields: [eventBadges.eventId], references: [events.id] }),
  badge: one(badges, { fields: [eventBadges.badgeId], references: [badges.id] }),
}));

export const ticketsRelations = relations(tickets, ({ one, many }) => ({
  event: one(events, { fields: [tickets.eventId], references: [events.id] }),
  bookings: many(bookings),
}));

export const invoicesRelations = relations(invoices, ({ one, many }) => ({
  user: one(users, { fields: [invoices.userId], references: [users.id] }),
  bookings: many(bookings),
}));

export const bookingsRelations = relations(bookings, ({ one, many }) => ({
  invoice: one(invoices, { fields: [bookings.invoiceId], references: [invoices.id] }),
  user: one(users, { fields: [bookings.userId], references: [users.id] }),
  ticket: one(tickets, { fields: [bookings.ticketId], references: [tickets.id] }),
  event: one(events, { fields: [bookings.eventId], references: [events.id] }),
  usages: many(ticketUsages),
}));

/**
 * A ticket sent by its holder to someone else (docs/product.md §4 Sending a ticket): addressed to an e-mail
 * address or a phone number, opened through a link carrying a random token (only its SHA-256 is stored),
 * accepted by the member that address or verified phone belongs to. At most one pending per booking.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    /** A lower-case e-mail address, or a phone number in E.164. */
    to: text('to').notNull(),
    channel: text('channel', { enum: TRANSFER_CHANNELS }).notNull(),
    tokenHash: text('token_hash').notNull().unique('transfers_token_hash_unique'),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('pending'),
    /** The member who accepted it. */
    toUserId: integer('to_user_id').references(() => users.id),
    /** The language the recipient's message is written in (the sender's). */
    locale: text('locale').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transfers_pending_booking_id_unique')
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
    index('transfers_booking_id_idx').on(t.bookingId, t.createdAt),
    check('transfers_status_check', sql`${t.status} in (${inList(TRANSFER_STATUSES)})`),
    check('transfers_channel_check', sql`${t.channel} in (${inList(TRANSFER_CHANNELS)})`),
    check('transfers_accepted_check', sql`(${t.status} = 'accepted') = (${t.toUserId} is not null)`),
  ],
);

/**
 * A place in line for a sold-out ticket type (docs/product.md §10 Waitlist). `waiting` entries are served in
 * id order, each whole or not at all; an offer is a checkout hold in the user's name (`invoice_id`, until
 * `offer_expires_at`); paid it is `converted`, lapsed or declined `expired`, left by the user or removed by an
 * administrator `left`. One open (`waiting` or `offered`) entry per user and ticket type.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    /** The offer's pending invoice (the hold made in the user's name). */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id),
    offeredAt: timestamptz('offered_at'),
    offerExpiresAt: timestamptz('offer_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_open_unique')
      .on(t.ticketId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The line: waiting entries of a ticket type in order.
    index('waitlist_entries_waiting_idx')
      .on(t.ticketId, t.id)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_invoice_id_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    index('waitlist_entries_user_id_idx').on(t.userId, t.ticketId),
    check('waitlist_entries_status_check', sql`${t.status} in (${inList(WAITLIST_STATUSES)})`),
    check('waitlist_entries_quantity_check', sql`${t.quantity} between 1 and 20`),
    check('waitlist_entries_offer_check', sql`${t.status} <> 'offered' or (${t.invoiceId} is not null and ${t.offerExpiresAt} is not null)`),
  ],
);

/**
 * One gateway checkout session of an invoice (docs/architecture.md §11): an invoice may have several (a
 * retry after the first was cancelled). `paid` carries the gateway's payment reference.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    sessionId: text('session_id').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    paymentId: text('payment_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('open'),
    /** Baisa the session charges (the invoice total when it was made). */
    amount: integer('amount').notNull(),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payments_provider_session_id_unique').on(t.provider, t.sessionId),
    index('payments_invoice_id_idx').on(t.invoiceId),
    index('payments_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    // One session on offer per invoice: requests racing to start one (retries with one Idempotency-Key) all get the same.
    uniqueIndex('payments_one_open_per_invoice')
      .on(t.invoiceId)
      .where(sql`${t.status} = 'open'`),
    check('payments_provider_check', sql`${t.provider} in (${inList(PAYMENT_PROVIDERS)})`),
    check('payments_status_check', sql`${t.status} in (${inList(PAYMENT_STATUSES)})`),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Money given back through the gateway: a record per refund, retried until it succeeds or an admin settles it. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** The booking whose share this is; null for the whole invoice. */
    bookingId: integer('booking_id').references(() => bookings.id),
    paymentRowId: integer('payment_row_id')
      .notNull()
      .references(() => payments.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Baisa. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    reason: text('reason').notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The worker retries a pending or failed refund from then on; null once it succeeded. */
    nextAttemptAt: timestamptz('next_attempt_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_invoice_id_idx').on(t.invoiceId),
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} <> 'succeeded'`),
    // One refund per booking share, one per whole invoice: a repeated cancel never refunds twice.
    uniqueIndex('refunds_booking_id_unique')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
    uniqueIndex('refunds_whole_payment_unique')
      .on(t.paymentRowId)
      .where(sql`${t.bookingId} is null`),
    check('refunds_status_check', sql`${t.status} in (${inList(REFUND_STATUSES)})`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The built-in test gateway's sessions (PAYMENT_PROVIDER=test, docs/architecture.md §11): what a real
 * gateway would keep on its side, kept here so the test checkout follows the same path as a real one.
 */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull(),
    /** Baisa. */
    amount: integer('amount').notNull(),
    lines: jsonb('lines').notNull(),
    status: text('status', { enum: TEST_CHECKOUT_STATUSES }).notNull().default('unpaid'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    locale: text('locale', { enum: USER_LOCALES }).notNull().default('en'),
    paymentId: text('payment_id'),
    /** Baisa refunded so far. */
    refunded: integer('refunded').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('test_checkout_sessions_status_check', sql`${t.status} in (${inList(TEST_CHECKOUT_STATUSES)})`),
    check('test_checkout_sessions_refunded_check', sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.amount}`),
  ],
);

/**
 * The audit log (docs/architecture.md §12): one row per row an administrator, door staff or the system
 * created, changed or deleted in an audited table, written by the `audit_row` trigger in the same
 * transaction (migration 0013). Who did it comes from the transaction's settings (server/db/audit.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    actorId: integer('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    via: text('via').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    changes: jsonb('changes').notNull().default({}),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    // People's actions only: the system's rows (every paid checkout) skip this index.
    index('audit_log_actor_idx')
      .on(t.actorId, t.id)
      .where(sql`${t.actorId} is not null`),
    check('audit_log_actor_kind_check', sql`${t.actorKind} in (${inList(AUDIT_ACTOR_KINDS)})`),
  ],
);

export const ticketUsagesRelations = relations(ticketUsages, ({ one }) => ({
  booking: one(bookings, { fields: [ticketUsages.bookingId], references: [bookings.id] }),
  event: one(events, { fields: [ticketUsages.eventId], references: [events.id] }),
  scanner: one(users, { fields: [ticketUsages.scannedBy], references: [users.id] }),
}));

export const coinTransactionsRelations = relations(coinTransactions, ({ one }) => ({
  user: one(users, { fields: [coinTransactions.userId], references: [users.id] }),
  event: one(events, { fields: [coinTransactions.eventId], references: [events.id] }),
  reward: one(rewards, { fields: [coinTransactions.rewardId], references: [rewards.id] }),
  invoice: one(invoices, { fields: [coinTransactions.invoiceId], references: [invoices.id] }),
  booking: one(bookings, { fields: [coinTransactions.bookingId], references: [bookings.id] }),
  usage: one(ticketUsages, { fields: [coinTransactions.usageId], references: [ticketUsages.id] }),
  redemption: one(redemptions, { fields: [coinTransactions.redemptionId], references: [redemptions.id] }),
}));

export const rewardsRelations = relations(rewards, ({ many }) => ({
  redemptions: many(redemptions),
}));

export const redemptionsRelations = relations(redemptions, ({ one }) => ({
  user: one(users, { fields: [redemptions.userId], references: [users.id] }),
  reward: one(rewards, { fields: [redemptions.rewardId], references: [rewards.id] }),
}));

export type TUserRow = typeof users.$inferSelect;
export type TNewUserRow = typeof users.$inferInsert;
export type TAuthTokenRow = typeof authTokens.$inferSelect;
export type TPhoneOtpRow = typeof phoneOtps.$inferSelect;
export type TPasswordResetRow = typeof passwordResets.$inferSelect;
export type TEmailChangeRow = typeof emailChanges.$inferSelect;
export type TCategoryRow = typeof categories.$inferSelect;
export type TNewCategoryRow = typeof categories.$inferInsert;
export type TEventRow = typeof events.$inferSelect;
export type TNewEventRow = typeof events.$inferInsert;
export type TBadgeRow = typeof badges.$inferSelect;
export type TTicketRow = typeof tickets.$inferSelect;
export type TNewTicketRow = typeof tickets.$inferInsert;
export type TInvoiceRow = typeof invoices.$inferSelect;
export type TNewInvoiceRow = typeof invoices.$inferInsert;
export type TBookingRow = typeof bookings.$inferSelect;
export type TNewBookingRow = typeof bookings.$inferInsert;
export type TTicketUsageRow = typeof ticketUsages.$inferSelect;
export type TNewTicketUsageRow = typeof ticketUsages.$inferInsert;
export type TCoinTransactionRow = typeof coinTransactions.$inferSelect;
export type TNewCoinTransactionRow = typeof coinTransactions.$inferInsert;
export type TRewardRow = typeof rewards.$inferSelect;
export type TNewRewardRow = typeof rewards.$inferInsert;
export type TRedemptionRow = typeof redemptions.$inferSelect;
export type THeroMediaRow = typeof heroMedia.$inferSelect;
export type TSliderImageRow = typeof sliderImages.$inferSelect;
export type TContactMessageRow = typeof contactMessages.$inferSelect;
export type TCommunityMemberRow = typeof communityMembers.$inferSelect;
export type TSettingRow = typeof settings.$inferSelect;
export type TSigningKeyRow = typeof signingKeys.$inferSelect;
export type TOutboxRow = typeof outbox.$inferSelect;
export type TPaymentRow = typeof payments.$inferSelect;
export type TRefundRow = typeof refunds.$inferSelect;
export type TTestCheckoutSessionRow = typeof testCheckoutSessions.$inferSelect;
export type TAuditLogRow = typeof auditLog.$inferSelect;
export type TPromoCodeRow = typeof promoCodes.$inferSelect;
export type TWaitlistEntryRow = typeof waitlistEntries.$inferSelect;
