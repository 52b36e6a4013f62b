import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Tables whose ids are sometimes needed before their rows exist. */
export type TReservableTable = 'bookings' | 'invoices' | 'ticket_usages' | 'redemptions';

/**
 * Takes `count` ids from a table's identity sequence. A booking's QR code signs its own id, so the id
 * must be known before the row exists: reserve, sign, then insert with `.overridingSystemValue()`.
 * Ids of a rolled-back transaction are simply skipped, as with any sequence.
 */
export async function reserveIds(db: Db, table: TReservableTable, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const result = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count}::int)`,
  );
  return result.rows.map((row) => Number(row.id));
}

export function reserveBookingIds(db: Db, count: number): Promise<number[]> {
  return reserveIds(db, 'bookings', count);
}
