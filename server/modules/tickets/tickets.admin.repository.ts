import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { liveHoldsSql, lockTicketRow } from '../../db/holds';
import { isCheckViolation, pgErrorOf, PG_FOREIGN_KEY_VIOLATION } from '../../db/errors';
import { events, tickets, type TTicketRow } from '../../db/schema';

/* The administrator's ticket-type writes (docs/product.md §3, §7). */

export type TTicketEvent = { id: number; cancelled: boolean };

export async function findTicketEvent(db: DbExecutor, eventId: number): Promise<TTicketEvent | undefined> {
  const [row] = await db.select({ id: events.id, cancelledAt: events.cancelledAt }).from(events).where(eq(events.id, eventId));
  return row ? { id: row.id, cancelled: row.cancelledAt !== null } : undefined;
}

export async function findTicketsOfEvent(db: DbExecutor, eventId: number): Promise<TTicketRow[]> {
  return db.select().from(tickets).where(eq(tickets.eventId, eventId)).orderBy(asc(tickets.id));
}

export async function findTicketById(db: DbExecutor, id: number): Promise<TTicketRow | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  return row;
}

export type TTicketValues = Pick<
  TTicketRow,
  | 'name'
  | 'nameAr'
  | 'price'
  | 'total'
  | 'usageLimit'
  | 'validFrom'
  | 'validUntil'
  | 'saleStartsAt'
  | 'saleEndsAt'
  | 'coinsOnPurchase'
  | 'coinsOnUsage'
  | 'perBuyerLimit'
>;

/** 'event_gone' when the event was deleted meanwhile (the foreign key refused the row). */
export async function insertTicket(db: DbExecutor, eventId: number, values: TTicketValues): Promise<TTicketRow | 'event_gone'> {
  try {
    const [row] = await db
      .insert(tickets)
      .values({ ...values, eventId })
      .returning();
    if (!row) throw new Error('ticket insert returned no row');
    return row;
  } catch (error) {
    if (pgErrorOf(error)?.code === PG_FOREIGN_KEY_VIOLATION) return 'event_gone';
    throw error;
  }
}

/**
 * Updates the ticket type unless the new total is below the seats sold plus the seats held by live
 * checkouts (docs/architecture.md §11). A new total is checked under the ticket row's lock, taken first;
 * the holds are counted by the next statement, whose fresh snapshot sees every hold committed before the
 * lock was granted. Answers 'below_sold' with the seats taken then. The CHECK (sold <= total) stays the
 * last line of defence.
 */
export async function updateTicket(db: Db, id: number, values: Partial<TTicketValues>, now: Date): Promise<TTicketRow | { belowTaken: number } | undefined> {
  // Nothing to change (`{}`): the ticket type as it is, not an empty UPDATE.
  if (Object.values(values).every((value) => value === undefined)) return findTicketById(db, id);
  try {
    return await db.transaction(async (tx) => {
      if (values.total !== undefined) {
        const locked = await lockTicketRow(tx, id, now);
        if (!locked) return undefined;
        const held = await tx.execute<{ n: number }>(sql`select ${liveHoldsSql(sql`${id}::int`, now)} as n`);
        const taken = locked.sold + Number(held.rows[0]?.n ?? 0);
        if (values.total < taken) return { belowTaken: taken };
      }
      const [row] = await tx.update(tickets).set(values).where(eq(tickets.id, id)).returning();
      return row;
    });
  } catch (error) {
    if (isCheckViolation(error, 'tickets_sold_check')) return { belowTaken: (await findTicketById(db, id))?.sold ?? 0 };
    throw error;
  }
}

/**
 * Deletes a ticket type that never sold a seat. A cancelled booking gives its seat back but still points
 * at the ticket type, so bookings are checked as well as `sold`; a booking committed meanwhile trips the
 * foreign key, answered the same way.
 */
export async function deleteUnsoldTicket(db: DbExecutor, id: number): Promise<'deleted' | 'has_sales' | 'not_found'> {
  try {
    const result = await db.execute<{ id: number }>(sql`
      delete from ${tickets} t
      where t.id = ${id}::int and t.sold = 0 and not exists (select 1 from bookings b where b.ticket_id = t.id)
      returning t.id`);
    if (result.rows.length > 0) return 'deleted';
  } catch (error) {
    if (pgErrorOf(error)?.code === PG_FOREIGN_KEY_VIOLATION) return 'has_sales';
    throw error;
  }
  return (await findTicketById(db, id)) ? 'has_sales' : 'not_found';
}
