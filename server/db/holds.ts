import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from './client';
import { bookings, tickets } from './schema';

/*
 * The checkout's seat-hold predicate and the ticket row's lock (docs/architecture.md §11), shared by the
 * bookings and payments repositories so both count holds the one same way.
 */

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/**
 * Seats of a ticket type held by live checkouts (docs/architecture.md §11): pending bookings whose hold has
 * not ended. The one predicate every availability check uses; a lapsed hold stops counting the moment its
 * time passes, with no sweeper involved. `exceptInvoiceId` leaves out one checkout's own seats.
 */
export function liveHoldsSql(ticketId: SQL, now: Date, exceptInvoiceId?: number): SQL {
  const except = exceptInvoiceId === undefined ? sql`` : sql` and b.invoice_id <> ${exceptInvoiceId}::int`;
  return sql`(select count(*) from ${bookings} b where b.ticket_id = ${ticketId} and b.status = 'pending' and b.hold_until > ${at(now)}${except})::int`;
}

/**
 * Seats of `free` kept for the ticket type's waiting line (docs/architecture.md §11 Waitlist), by the
 * `waitlist_reserved` function of migration 0017: each waiting entry in line order whose whole quantity fits in
 * what is still free. `waiting` is the ticket row's counter: while it is 0 nothing is kept and no line is read.
 */
export function waitlistReservedSql(ticketId: SQL, waiting: SQL, free: SQL): SQL {
  return sql`(case when ${waiting} = 0 then 0 else waitlist_reserved(${ticketId}, ${free}) end)`;
}

/**
 * Seats a public hold or booking may take now: total − sold − live holds − seats kept for the waitlist. Over a
 * ticket row aliased `t`; one count of the live holds, read in the calling statement's snapshot.
 */
export function publicFreeSql(now: Date, exceptInvoiceId?: number): SQL {
  return sql`(select f.free - ${waitlistReservedSql(sql`t.id`, sql`t.waiting`, sql`f.free`)}
    from (select t.total - t.sold - ${liveHoldsSql(sql`t.id`, now, exceptInvoiceId)} as free) f)`;
}

/**
 * Takes the ticket type's row lock for the rest of the transaction. Written as an update so the row's
 * trigger bumps the catalogue version: public reads show a new hold (or a released one) at once.
 */
export async function lockTicketRow(tx: DbExecutor, ticketId: number, now: Date): Promise<{ sold: number; total: number } | undefined> {
  const result = await tx.execute<{ sold: number; total: number }>(sql`
    update ${tickets} set updated_at = ${at(now)} where id = ${ticketId}::int returning sold, total`);
  const row = result.rows[0];
  return row ? { sold: Number(row.sold), total: Number(row.total) } : undefined;
}

/** Seats held by live checkouts across every ticket type, for the metrics (docs/architecture.md §12). */
export async function countLiveHolds(db: DbExecutor, now: Date): Promise<number> {
  const result = await db.execute<{ n: number | string }>(sql`select count(*) as n from ${bookings} where status = 'pending' and hold_until > ${at(now)}`);
  return Number(result.rows[0]?.n ?? 0);
}
