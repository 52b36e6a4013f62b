import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TBookingBadge, TBookingStatus } from '../../../contract/bookings';
import type { TLocale } from '../../../contract/common';
import type { DbExecutor } from '../../db/client';
import { bookingStatusSql, heldBySql, validityEndSql, type TBookingViewStatus } from '../../db/booking-status';
import { localized } from '../../db/localized';
import { bookings, events, tickets, transfers, ticketUsages, users, type TTicketUsageRow } from '../../db/schema';

/*
 * The read model of My Tickets: a booking with its ticket type and event, and the tab (status) and
 * badge of docs/product.md §4 computed in SQL, where they are also filtered and sorted, so list, filter and order
 * always agree. Every query is scoped by the holder (heldBySql: a ticket sent on and accepted is the
 * recipient's), an invoice's own view by its buyer; names read in the caller's language.
 */

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

export type { TBookingViewStatus };

function badgeSql(now: Date): SQL<TBookingBadge> {
  return sql<TBookingBadge>`(case
    when ${bookings.status} in ('cancelled', 'lapsed') or ${events.cancelledAt} is not null or ${validityEndSql()} < ${at(now)} then 'expired'
    else 'active' end)`;
}

export type TBookingViewRow = {
  id: number;
  bookingNumber: string;
  /** Null while the booking is an unpaid hold. */
  code: string | null;
  cancelled: boolean;
  status: TBookingViewStatus;
  badge: TBookingBadge;
  usedCount: number;
  usageLimit: number;
  validFrom: Date | null;
  validUntil: Date | null;
  holderName: string;
  holderEmail: string;
  unitPrice: number;
  invoiceId: number;
  createdAt: Date;
  ticketId: number;
  ticketName: string;
  eventId: number;
  eventName: string;
  eventStart: Date;
  eventFinish: Date;
  eventLocation: string | null;
  posterPath: string | null;
  /** The holder's pending transfer of it (docs/product.md §4 Sending a ticket). */
  transfer: { id: number; to: string; expiresAt: Date } | null;
  /** Who sent it to its holder, when it was received. */
  receivedFrom: string | null;
};

export type TBookingViewFilter = {
  userId: number;
  invoiceId?: number;
  bookingId?: number;
  status?: TBookingStatus | 'all';
  limit?: number;
  offset?: number;
};

function whereOf(filter: TBookingViewFilter, now: Date): SQL | undefined {
  return and(
    // My Tickets shows what the user holds; an invoice's own view what they bought, even tickets sent on.
    filter.invoiceId === undefined ? heldBySql(filter.userId) : eq(bookings.userId, filter.userId),
    // My Tickets and the pass carry paid bookings only; an invoice's own view shows its holds too.
    filter.invoiceId === undefined ? sql`${bookings.status} in ('active', 'cancelled')` : undefined,
    filter.invoiceId === undefined ? undefined : eq(bookings.invoiceId, filter.invoiceId),
    filter.bookingId === undefined ? undefined : eq(bookings.id, filter.bookingId),
    filter.status === undefined || filter.status === 'all' ? undefined : sql`${bookingStatusSql(now)} = ${filter.status}`,
  );
}

/** Ready-to-use tickets soonest event first; used and expired ones most recent event first. */
function orderOf(filter: TBookingViewFilter, now: Date): SQL[] {
  if (filter.invoiceId !== undefined || filter.status === 'active') return [asc(events.startDate), asc(bookings.id)];
  if (filter.status === 'completed' || filter.status === 'expired') return [desc(events.startDate), desc(bookings.id)];
  const isActive = sql`${bookingStatusSql(now)} = 'active'`;
  return [
    sql`(case when ${isActive} then 0 else 1 end)`,
    sql`(case when ${isActive} then ${events.startDate} end) asc`,
    desc(events.startDate),
    desc(bookings.id),
  ];
}

/** The columns of a TBookingViewRow, names in `locale`. */
function viewColumns(now: Date, locale: TLocale) {
  return {
    id: bookings.id,
    bookingNumber: bookings.bookingNumber,
    code: bookings.code,
    cancelled: sql<boolean>`(${bookings.status} = 'cancelled')`,
    status: bookingStatusSql(now),
    badge: badgeSql(now),
    usedCount: bookings.usedCount,
    usageLimit: bookings.usageLimit,
    validFrom: bookings.validFrom,
    validUntil: bookings.validUntil,
    holderName: bookings.holderName,
    holderEmail: bookings.holderEmail,
    unitPrice: bookings.unitPrice,
    invoiceId: bookings.invoiceId,
    createdAt: bookings.createdAt,
    ticketId: bookings.ticketId,
    ticketName: localized<string>(locale, tickets.name, tickets.nameAr),
    eventId: events.id,
    eventName: localized<string>(locale, events.name, events.nameAr),
    eventStart: events.startDate,
    eventFinish: events.finishDate,
    eventLocation: localized<string | null>(locale, events.location, events.locationAr),
    posterPath: events.posterPath,
    transfer: pendingTransferSql(now),
    receivedFrom: sql<string | null>`(case when ${bookings.holderId} is not null then (
      select u.name from ${transfers} tr join ${users} u on u.id = tr.from_user_id
      where tr.booking_id = ${bookings.id} and tr.status = 'accepted' order by tr.decided_at desc, tr.id desc limit 1) end)`,
  };
}

type TPendingTransferJson = { id: number; to: string; expires_at: string } | string | null;

/** The booking's live pending transfer (at most one: a unique index), as one JSON value. */
function pendingTransferSql(now: Date) {
  return sql<TPendingTransferJson>`(select json_build_object('id', tr.id, 'to', tr.to, 'expires_at', tr.expires_at) from ${transfers} tr
    where tr.booking_id = ${bookings.id} and tr.status = 'pending' and tr.expires_at > ${at(now)})`.mapWith((value: TPendingTransferJson) => {
    // json comes back parsed from both drivers; the string case is only a guard.
    const parsed = typeof value === 'string' ? (JSON.parse(value) as Exclude<TPendingTransferJson, string>) : value;
    return parsed ? { id: Number(parsed.id), to: parsed.to, expiresAt: new Date(parsed.expires_at) } : null;
  });
}

export async function findBookingViews(db: DbExecutor, filter: TBookingViewFilter, now: Date, locale: TLocale): Promise<TBookingViewRow[]> {
  const query = db
    .select(viewColumns(now, locale))
    .from(bookings)
    .innerJoin(tickets, eq(tickets.id, bookings.ticketId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(whereOf(filter, now))
    .orderBy(...orderOf(filter, now))
    .$dynamic();
  if (filter.limit !== undefined) query.limit(filter.limit);
  if (filter.offset !== undefined) query.offset(filter.offset);
  return query;
}

/**
 * The bookings of several invoices at once (the outbox worker renders a batch of confirmations), each
 * scoped by its owner: invoice by invoice, soonest event first, as findBookingViews with `invoiceId`.
 */
export async function findBookingViewsOfInvoices(
  db: DbExecutor,
  owned: { userId: number; invoiceId: number }[],
  now: Date,
  locale: TLocale,
): Promise<TBookingViewRow[]> {
  if (owned.length === 0) return [];
  const pairs = sql.join(
    owned.map((o) => sql`(${o.userId}::int, ${o.invoiceId}::int)`),
    sql`, `,
  );
  return db
    .select(viewColumns(now, locale))
    .from(bookings)
    .innerJoin(tickets, eq(tickets.id, bookings.ticketId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(sql`(${bookings.userId}, ${bookings.invoiceId}) in (${pairs})`)
    .orderBy(asc(bookings.invoiceId), asc(events.startDate), asc(bookings.id));
}

export async function countBookingViews(db: DbExecutor, filter: TBookingViewFilter, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookings).innerJoin(events, eq(events.id, bookings.eventId)).where(whereOf(filter, now));
  return Number(row?.n ?? 0);
}

export type TUsageRow = Pick<TTicketUsageRow, 'id' | 'decision' | 'reason' | 'scannedAt' | 'gate' | 'deviceId'>;

/** Scans of one booking, oldest first. */
export async function findUsages(db: DbExecutor, bookingId: number): Promise<TUsageRow[]> {
  return db
    .select({
      id: ticketUsages.id,
      decision: ticketUsages.decision,
      reason: ticketUsages.reason,
      scannedAt: ticketUsages.scannedAt,
      gate: ticketUsages.gate,
      deviceId: ticketUsages.deviceId,
    })
    .from(ticketUsages)
    .where(eq(ticketUsages.bookingId, bookingId))
    .orderBy(asc(ticketUsages.scannedAt), asc(ticketUsages.id));
}
