import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '../../../contract/common';
import type { DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { executePrepared } from '../../db/prepared';
import { localized } from '../../db/localized';
import { bookings, events, invoices, tickets, type TInvoiceRow } from '../../db/schema';
import { purchaseCreditCtes } from '../coins/coins.ledger';
import { MAIL_TTL_MS, templateMailCte } from '../outbox/outbox.service';
import { IdempotencyKeyTakenError } from './bookings.errors';
import { liveHoldsSql, lockTicketRow, publicFreeSql } from '../../db/holds';
import { invoiceRowOf, type TInvoiceSqlRow } from '../../db/invoice-rows';

/*
 * Advisory-lock namespace of "one buyer books at a time" (the two-int form keeps it apart from other
 * modules' locks). The lock serialises one user's bookings, so the per-buyer limit and the
 * Idempotency-Key check see every earlier booking of that user; other buyers never wait on it.
 */
const BUYER_LOCK_NAMESPACE = 0x544b_4231;

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

export type TTicketForBooking = {
  id: number;
  eventId: number;
  name: string;
  /** Arabic twins ('' = not written): the answer to a new booking is in the caller's language. */
  nameAr: string;
  price: number;
  usageLimit: number;
  validFrom: Date | null;
  validUntil: Date | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  coinsOnPurchase: number;
  perBuyerLimit: number | null;
  eventName: string;
  eventNameAr: string;
  eventStart: Date;
  eventFinish: Date;
  eventCancelledAt: Date | null;
  eventLocation: string | null;
  eventLocationAr: string;
  posterPath: string | null;
  /** The event's own checkout hold in minutes; null: the server's default. */
  checkoutHoldMinutes: number | null;
  /** As read before the purchase: only for failing fast, the conditional UPDATE decides. */
  sold: number;
  total: number;
};

export async function findTicketForBooking(db: DbExecutor, ticketId: number): Promise<TTicketForBooking | undefined> {
  const [row] = await db
    .select({
      id: tickets.id,
      eventId: tickets.eventId,
      name: tickets.name,
      nameAr: tickets.nameAr,
      price: tickets.price,
      usageLimit: tickets.usageLimit,
      validFrom: tickets.validFrom,
      validUntil: tickets.validUntil,
      saleStartsAt: tickets.saleStartsAt,
      saleEndsAt: tickets.saleEndsAt,
      coinsOnPurchase: tickets.coinsOnPurchase,
      perBuyerLimit: tickets.perBuyerLimit,
      eventName: events.name,
      eventNameAr: events.nameAr,
      eventStart: events.startDate,
      eventFinish: events.finishDate,
      eventCancelledAt: events.cancelledAt,
      eventLocation: events.location,
      eventLocationAr: events.locationAr,
      posterPath: events.posterPath,
      checkoutHoldMinutes: events.checkoutHoldMinutes,
      sold: tickets.sold,
      total: tickets.total,
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(eq(tickets.id, ticketId));
  return row;
}

/** Held until the transaction ends. */
export async function lockBuyer(tx: DbExecutor, userId: number): Promise<void> {
  await tx.execute(sql`select 1 as locked from pg_advisory_xact_lock(${BUYER_LOCK_NAMESPACE}::int, ${userId}::int)`);
}

export type TStoredBooking = { invoiceId: number; ticketId: number | null; quantity: number };

/** The invoice an earlier request with this Idempotency-Key created, with what it bought. */
export async function findByIdempotencyKey(db: DbExecutor, userId: number, key: string): Promise<TStoredBooking | undefined> {
  const [row] = await db
    .select({ invoiceId: invoices.id, ticketId: sql<number | null>`min(${bookings.ticketId})`, quantity: count(bookings.id) })
    .from(invoices)
    .leftJoin(bookings, eq(bookings.invoiceId, invoices.id))
    .where(and(eq(invoices.userId, userId), eq(invoices.idempotencyKey, key)))
    .groupBy(invoices.id);
  return row ? { invoiceId: row.invoiceId, ticketId: row.ticketId === null ? null : Number(row.ticketId), quantity: Number(row.quantity) } : undefined;
}

/**
 * Seats of this ticket type the user holds: paid bookings and live checkout holds (cancelled bookings and
 * lapsed holds gave theirs back), so the per-buyer limit counts a checkout the buyer has not paid yet.
 */
export async function countHeldSeats(tx: DbExecutor, userId: number, ticketId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.ticketId, ticketId),
        sql`(${bookings.status} = 'active' or (${bookings.status} = 'pending' and ${bookings.holdUntil} > ${at(now)}))`,
      ),
    );
  return Number(row?.n ?? 0);
}

export type TNewPurchase = {
  userId: number;
  ticketId: number;
  eventId: number;
  quantity: number;
  subtotal: number;
  vat: number;
  total: number;
  vatRateBp: number;
  /** Baisa off `subtotal` by a promo code (0 without one); `total = subtotal - discount + vat`. */
  discount: number;
  /** The promo code row and its code as used, or nulls. */
  promoCodeId: number | null;
  promoCode: string | null;
  idempotencyKey: string | null;
  /** Reserved booking ids and the codes signed for them. */
  seats: { id: number; code: string }[];
  usageLimit: number;
  validFrom: Date;
  validUntil: Date;
  holderName: string;
  holderEmail: string;
  unitPrice: number;
  /** Coin hundredths credited for the purchase; 0 writes no ledger row. */
  coins: number;
  now: Date;
  /** The buyer's language: the confirmation mail queued with the purchase is worded in it. */
  buyerLocale: TLocale;
};

export type TPurchaseResult = { invoice: TInvoiceRow; booked: { id: number; bookingNumber: string }[] };

type TPurchaseSqlRow = TInvoiceSqlRow & { booked: { id: number; booking_number: string }[] | string };

/**
 * The whole purchase as one statement: take the seats with a conditional UPDATE (`sold + quantity <=
 * total`, so concurrent buyers queue on the row lock and each re-checks against the committed count:
 * never an oversell), then the invoice, the bookings and the purchase coins (the coin ledger's own
 * CTEs, from coins.ledger.ts) only if the seats were taken. One statement means
 * the hot ticket row stays locked only until this statement's commit, with no round trips in between:
 * that lock is what bounds the bookings per second of one ticket type. Null when not enough seats are
 * left. Runs on its own (autocommit) or inside the caller's transaction.
 */
export async function insertPurchase(db: DbExecutor, p: TNewPurchase): Promise<TPurchaseResult | null> {
  const now = at(p.now);
  let result: { rows: TPurchaseSqlRow[] };
  try {
    result = await db.execute<TPurchaseSqlRow>(sql`
      with seat as (
        update ${tickets} set sold = sold + ${p.quantity}::int, updated_at = ${now}
        where id = ${p.ticketId}::int and sold + ${p.quantity}::int <= total
        returning id
      ),
      invoice as (
        insert into ${invoices} (user_id, subtotal, discount, promo_code_id, promo_code, vat, total, vat_rate_bp, status, idempotency_key, paid_at, created_at, updated_at)
        select ${p.userId}::int, ${p.subtotal}::int, ${p.discount}::int, ${p.promoCodeId}::int, ${p.promoCode}::text, ${p.vat}::int, ${p.total}::int,
          ${p.vatRateBp}::int, 'paid', ${p.idempotencyKey}::text, ${now}, ${now}, ${now}
        from seat
        returning *
      ),
      booked as (
        insert into ${bookings} (id, invoice_id, user_id, ticket_id, event_id, code, status, usage_limit, valid_from, valid_until,
          holder_name, holder_email, unit_price, promo_code_id, created_at, updated_at)
        overriding system value
        select s.id, invoice.id, ${p.userId}::int, ${p.ticketId}::int, ${p.eventId}::int, s.code, 'active', ${p.usageLimit}::int,
          ${at(p.validFrom)}, ${at(p.validUntil)}, ${p.holderName}::text, ${p.holderEmail}::text, ${p.unitPrice}::int, ${p.promoCodeId}::int, ${now}, ${now}
        from invoice cross join jsonb_to_recordset(${JSON.stringify(p.seats)}::jsonb) as s(id int, code text)
        returning id, booking_number
      ),
      ${templateMailCte(
        'confirmation_mail',
        {
          template: 'booking_confirmation',
          to: p.holderEmail,
          // The worker renders the mail from the stored invoice (bookings.outbox.ts), after the answer.
          params: sql`jsonb_build_object('invoice_id', invoice.id, 'user_id', invoice.user_id, 'name', ${p.holderName}::text, 'locale', ${p.buyerLocale}::text)`,
          now: p.now,
          expiresAt: new Date(p.now.getTime() + MAIL_TTL_MS),
        },
        'invoice',
      )},
      ${purchaseCreditCtes({ userId: p.userId, amount: p.coins, eventId: p.eventId, at: p.now }, 'invoice')}
      select invoice.*,
        (select json_agg(json_build_object('id', b.id, 'booking_number', b.booking_number) order by b.id) from booked b) as booked
      from invoice`);
  } catch (error) {
    if (isUniqueViolation(error, 'invoices_user_id_idempotency_key_unique')) throw new IdempotencyKeyTakenError();
    throw error;
  }
  const row = result.rows[0];
  return row ? purchaseResultOf(row) : null;
}

function purchaseResultOf(row: TPurchaseSqlRow): TPurchaseResult {
  // json_agg comes back parsed from both drivers; the string case is only a guard.
  const booked: { id: number; booking_number: string }[] = typeof row.booked === 'string' ? JSON.parse(row.booked) : row.booked;
  return {
    invoice: invoiceRowOf(row),
    booked: booked.map((b) => ({ id: Number(b.id), bookingNumber: b.booking_number })),
  };
}

/**
 * Locks the ticket type's row and counts, in a new statement after the lock, the seats a public order may take:
 * total − sold − live holds − seats kept for the waitlist. For a priced ticket bought free with a promo code
 * (insertPurchase's own check sees only `sold`): under the lock, that purchase then takes only these seats.
 */
export async function lockPublicFreeSeats(tx: DbExecutor, ticketId: number, now: Date): Promise<number> {
  if (!(await lockTicketRow(tx, ticketId, now))) return 0;
  const result = await tx.execute<{ free: number | string }>(sql`select ${publicFreeSql(now)} as free from ${tickets} t where t.id = ${ticketId}::int`);
  return Number(result.rows[0]?.free ?? 0);
}

export type TNewHold = Omit<TNewPurchase, 'seats' | 'coins' | 'buyerLocale'> & {
  /** Reserved booking ids: the codes are signed when the invoice is paid. */
  seatIds: number[];
  expiresAt: Date;
};

/**
 * A checkout's seat hold (docs/architecture.md §11): a pending invoice and `quantity` pending bookings
 * without codes, taken only if `sold + live holds + quantity <= total`. No seat is counted in `sold` until
 * the payment is confirmed. Null when not enough seats are left.
 *
 * First one statement against the ticket row's `held` counter (seats of every pending booking, kept by a
 * trigger, so never fewer than the live holds): its `for update` waits for a concurrent hold and then
 * re-checks the row as that one committed it. Only when that refuses (nearly sold out, or holds that ran
 * out but are not yet released) does the exact rule decide, in two statements: the first takes the row
 * lock, the second (a fresh snapshot under READ COMMITTED) counts the live holds, so it sees every hold
 * committed before the lock was granted. One statement could not count them: its subquery would keep the
 * snapshot taken before it waited for the lock.
 */
export async function insertHold(db: DbExecutor, p: TNewHold): Promise<TPurchaseResult | null> {
  // With anyone waiting in line (`waiting > 0`) the one statement refuses: freed seats may be kept for them.
  const held = await holdWhere(db, p, sql`t.sold + t.held + ${p.quantity}::int <= t.total and t.waiting = 0 for update`);
  if (held) return held;
  return db.transaction(async (tx) => {
    if (!(await lockTicketRow(tx, p.ticketId, p.now))) return null;
    // Total − sold − live holds − seats kept for waiting entries that fit (docs/architecture.md §11 Waitlist).
    return holdWhere(tx, p, sql`${p.quantity}::int <= ${publicFreeSql(p.now)}`);
  });
}

/**
 * A waitlist offer's hold (docs/product.md §10 Waitlist): as a checkout's, in the caller's transaction, which
 * holds the ticket row's lock and has chosen the entry; only the seats themselves are checked (total − sold − live
 * holds), since the seats kept for the line are kept for this very offer.
 */
export function insertOfferHold(tx: DbExecutor, p: TNewHold): Promise<TPurchaseResult | null> {
  return holdWhere(tx, p, sql`t.sold + ${liveHoldsSql(sql`${p.ticketId}::int`, p.now)} + ${p.quantity}::int <= t.total`);
}

/** The hold's insert, made only if the ticket row meets `fits` (a predicate over `t`). */
async function holdWhere(db: DbExecutor, p: TNewHold, fits: SQL): Promise<TPurchaseResult | null> {
  const now = at(p.now);
  let result: { rows: TPurchaseSqlRow[] };
  try {
    result = await executePrepared<TPurchaseSqlRow>(
      db,
      sql`
      with fits as (
        select 1 from ${tickets} t where t.id = ${p.ticketId}::int and ${fits}
      ),
      invoice as (
        insert into ${invoices} (user_id, subtotal, discount, promo_code_id, promo_code, vat, total, vat_rate_bp, status, idempotency_key, expires_at,
          created_at, updated_at)
        select ${p.userId}::int, ${p.subtotal}::int, ${p.discount}::int, ${p.promoCodeId}::int, ${p.promoCode}::text, ${p.vat}::int, ${p.total}::int,
          ${p.vatRateBp}::int, 'pending', ${p.idempotencyKey}::text, ${at(p.expiresAt)}, ${now}, ${now}
        from fits
        returning *
      ),
      booked as (
        insert into ${bookings} (id, invoice_id, user_id, ticket_id, event_id, code, status, hold_until, usage_limit, valid_from, valid_until,
          holder_name, holder_email, unit_price, promo_code_id, created_at, updated_at)
        overriding system value
        select s.id, invoice.id, ${p.userId}::int, ${p.ticketId}::int, ${p.eventId}::int, null, 'pending', ${at(p.expiresAt)}, ${p.usageLimit}::int,
          ${at(p.validFrom)}, ${at(p.validUntil)}, ${p.holderName}::text, ${p.holderEmail}::text, ${p.unitPrice}::int, ${p.promoCodeId}::int, ${now}, ${now}
        from invoice cross join unnest(${`{${p.seatIds.join(',')}}`}::int[]) as s(id)
        returning id, booking_number
      )
      select invoice.*,
        (select json_agg(json_build_object('id', b.id, 'booking_number', b.booking_number) order by b.id) from booked b) as booked
      from invoice`,
    );
  } catch (error) {
    if (isUniqueViolation(error, 'invoices_user_id_idempotency_key_unique')) throw new IdempotencyKeyTakenError();
    throw error;
  }
  const row = result.rows[0];
  return row ? purchaseResultOf(row) : null;
}

export async function findInvoiceOf(db: DbExecutor, userId: number, invoiceId: number): Promise<TInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return row;
}

/** Several invoices by id, each only if it is that user's (the outbox worker's batch of confirmations). */
export async function findInvoicesOf(db: DbExecutor, owned: { userId: number; invoiceId: number }[]): Promise<TInvoiceRow[]> {
  if (owned.length === 0) return [];
  const pairs = sql.join(
    owned.map((o) => sql`(${o.userId}::int, ${o.invoiceId}::int)`),
    sql`, `,
  );
  return db
    .select()
    .from(invoices)
    .where(sql`(${invoices.userId}, ${invoices.id}) in (${pairs})`);
}

// ── invoices ────────────────────────────────────────────────────────────────────────────────────

export type TInvoiceListRow = TInvoiceRow & { bookingsCount: number; eventId: number | null; eventName: string | null };

/** The caller's invoices newest first, each with its event's name in `locale`. */
export async function findInvoicePage(
  db: DbExecutor,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
  locale: TLocale,
): Promise<{ rows: TInvoiceListRow[]; total: number }> {
  const rows = await db
    .select({ invoice: invoices, bookingsCount: count(bookings.id), eventId: sql<number | string | null>`min(${bookings.eventId})` })
    .from(invoices)
    .leftJoin(bookings, eq(bookings.invoiceId, invoices.id))
    .where(eq(invoices.userId, userId))
    .groupBy(invoices.id)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit)
    .offset(offset);
  const eventIds = [...new Set(rows.flatMap((r) => (r.eventId === null ? [] : [Number(r.eventId)])))];
  const names = new Map(
    eventIds.length === 0
      ? []
      : (
          await db
            .select({ id: events.id, name: localized<string>(locale, events.name, events.nameAr) })
            .from(events)
            .where(inArray(events.id, eventIds))
        ).map((e) => [e.id, e.name]),
  );
  const [counted] = await db.select({ n: count() }).from(invoices).where(eq(invoices.userId, userId));
  return {
    rows: rows.map((r) => {
      const eventId = r.eventId === null ? null : Number(r.eventId);
      return { ...r.invoice, bookingsCount: Number(r.bookingsCount), eventId, eventName: eventId === null ? null : (names.get(eventId) ?? null) };
    }),
    total: Number(counted?.n ?? 0),
  };
}
