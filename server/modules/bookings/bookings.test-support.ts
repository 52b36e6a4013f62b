import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets, type TNewTicketRow } from '../../db/schema';
import { createEvent, DAY } from '../../test/fixtures';

/** A ticket type on a fresh event that starts in `startsInMs` (default 10 days); each test states what it relies on. */
export async function createTicketType(
  db: Db,
  ticket: Partial<Omit<TNewTicketRow, 'eventId'>> = {},
  event: { name?: string; startsInMs?: number; durationMs?: number; cancelled?: boolean } = {},
): Promise<{ eventId: number; ticketId: number }> {
  const start = new Date(Date.now() + (event.startsInMs ?? 10 * DAY));
  const eventId = await createEvent(db, {
    name: event.name ?? 'Test Concert',
    start,
    finish: new Date(start.getTime() + (event.durationMs ?? 3 * 60 * 60 * 1000)),
    cancelled: event.cancelled,
  });
  const [row] = await db
    .insert(tickets)
    .values({ name: 'General admission', price: 5000, total: 100, ...ticket, eventId })
    .returning({ id: tickets.id });
  if (!row) throw new Error('ticket insert returned no row');
  return { eventId, ticketId: row.id };
}

/** Sold count and booking count of a ticket type, read straight from the tables. */
export async function seatsOf(db: Db, ticketId: number): Promise<{ sold: number; total: number; bookings: number }> {
  const result = await db.execute<{ sold: number; total: number; bookings: number | string }>(
    sql`select t.sold, t.total, (select count(*) from bookings b where b.ticket_id = t.id) as bookings from tickets t where t.id = ${ticketId}`,
  );
  const row = result.rows[0];
  if (!row) throw new Error(`no ticket ${ticketId}`);
  return { sold: Number(row.sold), total: Number(row.total), bookings: Number(row.bookings) };
}
