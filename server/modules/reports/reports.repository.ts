import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookings, coinTransactions, events, invoices, users } from '../../db/schema';

/*
 * The dashboard's reports (docs/product.md §2 reports, §7). Money is integer baisa, coins integer
 * hundredths; days are Muscat calendar days (UTC+4 all year, server/lib/time.ts), computed in SQL with
 * the same fixed offset so PGlite and PostgreSQL agree without time-zone data.
 */

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/** The Muscat calendar day (YYYY-MM-DD) of a timestamptz expression. */
function muscatDay(column: SQL): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '4 hours', 'YYYY-MM-DD')`;
}

/**
 * Money that was taken: invoices whose payment was confirmed (paid, and refunded ones: they were paid before
 * the refund), by the day of the payment. A checkout still holding seats took nothing yet (findPendingHolds
 * shows those apart), and a payment refunded at once because it came too late never became a sale.
 */
const TAKEN = sql`i.status in ('paid', 'refunded') and i.paid_at is not null`;
const PAID_AT = sql`coalesce(i.paid_at, i.created_at)`;

export type TReportWindow = { start: Date; end: Date };

export async function countTotals(db: DbExecutor): Promise<{ users: number; events: number; bookings: number }> {
  const result = await db.execute<{ users: string | number; events: string | number; bookings: string | number }>(sql`
    select (select count(*) from ${users}) as users,
      (select count(*) from ${events} where cancelled_at is null) as events,
      (select count(*) from ${bookings} where status = 'active') as bookings`);
  const row = result.rows[0];
  return { users: Number(row?.users ?? 0), events: Number(row?.events ?? 0), bookings: Number(row?.bookings ?? 0) };
}

export type TSalesDayRow = { day: string; bookings: number; gross: number; discounts: number };

/** Invoice totals (VAT included, net of promo codes), their discounts and bookings sold, by the Muscat day of the invoice. */
export async function findSalesByDay(db: DbExecutor, w: TReportWindow): Promise<TSalesDayRow[]> {
  const result = await db.execute<{ day: string; bookings: string | number; gross: string | number; discounts: string | number }>(sql`
    select ${muscatDay(PAID_AT)} as day, sum(i.total) as gross, sum(i.discount) as discounts,
      sum((select count(*) from ${bookings} b where b.invoice_id = i.id)) as bookings
    from ${invoices} i
    where ${TAKEN} and ${PAID_AT} >= ${at(w.start)} and ${PAID_AT} < ${at(w.end)}
    group by 1`);
  return result.rows.map((r) => ({ day: r.day, bookings: Number(r.bookings), gross: Number(r.gross), discounts: Number(r.discounts ?? 0) }));
}

/** Refunds (each cancelled booking's share, VAT included), by the Muscat day of the cancellation. */
export async function findRefundsByDay(db: DbExecutor, w: TReportWindow): Promise<{ day: string; refunded: number }[]> {
  const result = await db.execute<{ day: string; refunded: string | number }>(sql`
    select ${muscatDay(sql`b.cancelled_at`)} as day, sum(b.refunded) as refunded
    from ${bookings} b
    where b.cancelled_at >= ${at(w.start)} and b.cancelled_at < ${at(w.end)} and b.refunded > 0
    group by 1`);
  return result.rows.map((r) => ({ day: r.day, refunded: Number(r.refunded) }));
}

export type TTopEventRow = { eventId: number; name: string; nameAr: string; revenue: number; bookings: number };

/**
 * Events by revenue in the window: their invoices' totals less the refunds of their cancellations in the
 * window (an invoice buys one ticket type, so one event). Ties: more bookings, then the older event.
 */
export async function findTopEvents(db: DbExecutor, w: TReportWindow, limit: number): Promise<TTopEventRow[]> {
  const result = await db.execute<{ id: number; name: string; name_ar: string; revenue: string | number; bookings: string | number }>(sql`
    with sold as (
      select s.event_id, sum(i.total) as gross, sum(s.n) as bookings
      from ${invoices} i
      cross join lateral (select min(b.event_id) as event_id, count(*) as n from ${bookings} b where b.invoice_id = i.id) s
      where ${TAKEN} and ${PAID_AT} >= ${at(w.start)} and ${PAID_AT} < ${at(w.end)} and s.event_id is not null
      group by s.event_id
    ),
    refunds as (
      select b.event_id, sum(b.refunded) as refunded
      from ${bookings} b
      where b.cancelled_at >= ${at(w.start)} and b.cancelled_at < ${at(w.end)} and b.refunded > 0
      group by b.event_id
    )
    select e.id, e.name, e.name_ar, coalesce(sold.gross, 0) - coalesce(refunds.refunded, 0) as revenue, coalesce(sold.bookings, 0) as bookings
    from ${events} e
    left join sold on sold.event_id = e.id
    left join refunds on refunds.event_id = e.id
    where sold.event_id is not null or refunds.event_id is not null
    order by revenue desc, bookings desc, e.id
    limit ${limit}::int`);
  return result.rows.map((r) => ({ eventId: Number(r.id), name: r.name, nameAr: r.name_ar, revenue: Number(r.revenue), bookings: Number(r.bookings) }));
}

export type TCheckInRow = { eventId: number; name: string; nameAr: string; checkedIn: number; sold: number };

/** Door progress of events not cancelled and not yet over, soonest first (the scanner's counts). */
export async function findCheckIns(db: DbExecutor, now: Date, limit: number): Promise<TCheckInRow[]> {
  const result = await db.execute<{ id: number; name: string; name_ar: string; checked_in: string | number; sold: string | number }>(sql`
    select e.id, e.name, e.name_ar,
      count(b.id) filter (where b.status = 'active' and b.used_count > 0) as checked_in,
      count(b.id) filter (where b.status = 'active') as sold
    from ${events} e left join ${bookings} b on b.event_id = e.id
    where e.cancelled_at is null and e.finish_date >= ${at(now)}
    group by e.id
    order by e.start_date, e.id
    limit ${limit}::int`);
  return result.rows.map((r) => ({ eventId: Number(r.id), name: r.name, nameAr: r.name_ar, checkedIn: Number(r.checked_in), sold: Number(r.sold) }));
}

/** Coins credited (every positive ledger row) and spent on rewards (redemption rows) in the window. */
export async function sumCoins(db: DbExecutor, w: TReportWindow): Promise<{ issued: number; spent: number }> {
  const result = await db.execute<{ issued: string | number; spent: string | number }>(sql`
    select coalesce(sum(amount) filter (where amount > 0), 0) as issued,
      coalesce(-sum(amount) filter (where kind = 'redemption'), 0) as spent
    from ${coinTransactions}
    where created_at >= ${at(w.start)} and created_at < ${at(w.end)}`);
  const row = result.rows[0];
  return { issued: Number(row?.issued ?? 0), spent: Number(row?.spent ?? 0) };
}

/** Checkouts holding seats right now, with what they would bring if paid (not earnings until they are). */
export async function findPendingHolds(db: DbExecutor, now: Date): Promise<{ orders: number; seats: number; amount: number }> {
  const result = await db.execute<{ orders: string | number; seats: string | number; amount: string | number | null }>(sql`
    select count(*) as orders, coalesce(sum(i.total), 0) as amount,
      coalesce(sum((select count(*) from ${bookings} b where b.invoice_id = i.id)), 0) as seats
    from ${invoices} i
    where i.status = 'pending' and i.expires_at > ${at(now)}`);
  const row = result.rows[0];
  return { orders: Number(row?.orders ?? 0), seats: Number(row?.seats ?? 0), amount: Number(row?.amount ?? 0) };
}
