import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookings, events, invoices, tickets, users, type TInvoiceRow } from '../../db/schema';

/* An event's bookings as the administrator reads them (docs/product.md §3 Booking, §7). */

export type TAdminBookingRow = {
  id: number;
  booking_number: string;
  code: string;
  ticket_id: number;
  ticket_name: string;
  ticket_name_ar: string;
  holder_name: string;
  holder_email: string;
  /** The buyer; `holder_id` is the member who holds it after a transfer (null while the buyer does). */
  user_id: number;
  holder_id: number | null;
  buyer_name: string;
  buyer_email: string;
  used_count: number;
  usage_limit: number;
  status: 'active' | 'cancelled';
  valid_until: Date | string | null;
  created_at: Date | string;
  invoice_id: number;
  invoice_number: string;
  invoice_status: TInvoiceRow['status'];
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Paid bookings only (active or cancelled): an unpaid checkout's hold is the invoice's business (docs/architecture.md §11). */
const PAID = sql`b.status in ('active', 'cancelled')`;

function bookingFilters(eventId: number, search: string | undefined): SQL {
  if (!search) return sql`b.event_id = ${eventId}::int and ${PAID}`;
  const pattern = `%${escapeLike(search)}%`;
  return sql`b.event_id = ${eventId}::int and ${PAID} and (b.booking_number ilike ${pattern} or b.holder_name ilike ${pattern} or b.holder_email ilike ${pattern})`;
}

export async function eventExists(db: DbExecutor, eventId: number): Promise<boolean> {
  const result = await db.execute<{ id: number }>(sql`select id from ${events} where id = ${eventId}::int`);
  return result.rows.length > 0;
}

const ADMIN_BOOKING_COLUMNS = sql`b.id, b.booking_number, b.code, b.ticket_id, t.name as ticket_name, t.name_ar as ticket_name_ar, b.holder_name, b.holder_email,
  b.user_id, b.holder_id, u.name as buyer_name, u.email as buyer_email, b.used_count, b.usage_limit, b.status, b.valid_until, b.created_at, b.invoice_id, i.number as invoice_number, i.status as invoice_status`;

/** Newest first; `search` matches the booking number, the holder's name or email, case-insensitively. */
export async function findEventBookingPage(
  db: DbExecutor,
  eventId: number,
  opts: { search?: string; limit: number; offset: number },
): Promise<{ rows: TAdminBookingRow[]; total: number }> {
  const where = bookingFilters(eventId, opts.search);
  const rows = await db.execute<TAdminBookingRow>(sql`
    select ${ADMIN_BOOKING_COLUMNS}
    from ${bookings} b join ${tickets} t on t.id = b.ticket_id join ${invoices} i on i.id = b.invoice_id join ${users} u on u.id = b.user_id
    where ${where}
    order by b.created_at desc, b.id desc
    limit ${opts.limit}::int offset ${opts.offset}::int`);
  const counted = await db.execute<{ n: number | string }>(sql`select count(*) as n from ${bookings} b where ${where}`);
  return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) };
}

/** The given bookings, in id order (a cancellation's answer). */
export async function findAdminBookingsByIds(db: DbExecutor, ids: readonly number[]): Promise<TAdminBookingRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.execute<TAdminBookingRow>(sql`
    select ${ADMIN_BOOKING_COLUMNS}
    from ${bookings} b join ${tickets} t on t.id = b.ticket_id join ${invoices} i on i.id = b.invoice_id join ${users} u on u.id = b.user_id
    where b.id in (select unnest(${`{${ids.join(',')}}`}::int[]))
    order by b.id`);
  return rows.rows;
}

/** Every booking of the event, oldest first (the CSV export: a spreadsheet reads top to bottom). */
export async function findAllEventBookings(db: DbExecutor, eventId: number): Promise<TAdminBookingRow[]> {
  const rows = await db.execute<TAdminBookingRow>(sql`
    select ${ADMIN_BOOKING_COLUMNS}
    from ${bookings} b join ${tickets} t on t.id = b.ticket_id join ${invoices} i on i.id = b.invoice_id join ${users} u on u.id = b.user_id
    where b.event_id = ${eventId}::int and ${PAID}
    order by b.created_at, b.id`);
  return rows.rows;
}
