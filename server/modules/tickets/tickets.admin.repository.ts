import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
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
  'name' | 'nameAr' | 'price' | 'total' | 'usageLimit' | 'validFrom' | 'validUntil' | 'saleStartsAt' | 'saleEndsAt' | 'coinsOnPurchase' | 'coinsOnUsage' | 'perBuyerLimit'
>;

/** 'event_gone' when the event was deleted meanwhile (the foreign key refused the row). */
export async function insertTicket(db: DbExecutor, eventId: number, values: TTicketValues): Promise<TTicketRow | 'event_gone'> {
  try {
    const [row] = await db.insert(tickets).values({ ...values, eventId }).returning();
    if (!row) throw new Error('ticket insert returned no row');
    return row;
  } catch (error) {
    if (pgErrorOf(error)?.code === PG_FOREIGN_KEY_VIOLATION) return 'event_gone';
    throw error;
  }
}

/**
 * Updates the ticket type unless the new total is below the seats sold. The condition sits in the
 * UPDATE's WHERE: a booking that raised `sold` meanwhile holds the row lock, and PostgreSQL re-checks
 * the condition against the row it commits, so the total can never slip under a concurrent sale.
 * 'below_sold' also covers the CHECK (sold <= total) as a last line of defence.
 */
export async function updateTicket(db: DbExecutor, id: number, values: Partial<TTicketValues>): Promise<TTicketRow | 'below_sold' | undefined> {
  try {
    const where = values.total === undefined ? eq(tickets.id, id) : and(eq(tickets.id, id), lte(tickets.sold, values.total));
    const [row] = await db.update(tickets).set(values).where(where).returning();
    if (row) return row;
  } catch (error) {
    if (isCheckViolation(error, 'tickets_sold_check')) return 'below_sold';
    throw error;
  }
  return (await findTicketById(db, id)) ? 'below_sold' : undefined;
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
