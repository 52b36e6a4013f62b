import { sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '../../../contract/common';
import type { DbExecutor } from '../../db/client';
import { localized } from '../../db/localized';
import { bookings, events, invoices, tickets, users, type TInvoiceRow } from '../../db/schema';

/*
 * Cancellations and refunds (docs/product.md §4 Cancellation). Every write runs inside the caller's
 * transaction, under one lock order shared by all of them: the invoice row, then its bookings in id
 * order, then the ticket rows (seats), then the user's row (coins). Bookings lock the ticket before the
 * user and scans lock bookings before the user, so none of them can wait on each other in a circle.
 */

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

function intArray(ids: readonly number[]): SQL {
  return sql`(select unnest(${`{${ids.join(',')}}`}::int[]))`;
}

/** The invoice a booking belongs to (never changes, so no lock is needed to read it). */
export async function findInvoiceIdOfBooking(db: DbExecutor, bookingId: number): Promise<number | undefined> {
  const result = await db.execute<{ invoice_id: number }>(sql`select invoice_id from ${bookings} where id = ${bookingId}::int`);
  const row = result.rows[0];
  return row ? Number(row.invoice_id) : undefined;
}

export type TLockedInvoice = Pick<TInvoiceRow, 'id' | 'number' | 'userId' | 'status' | 'total'>;

/** Locks the invoice: every cancellation of its bookings queues here, so "are they all cancelled now?" is never raced. */
export async function lockInvoice(tx: DbExecutor, invoiceId: number): Promise<TLockedInvoice | undefined> {
  const result = await tx.execute<{ id: number; number: string; user_id: number; status: TInvoiceRow['status']; total: number }>(sql`
    select id, number, user_id, status, total from ${invoices} where id = ${invoiceId}::int for update`);
  const row = result.rows[0];
  return row ? { id: Number(row.id), number: row.number, userId: Number(row.user_id), status: row.status, total: Number(row.total) } : undefined;
}

export type TInvoiceSeat = { id: number; unitPrice: number; status: 'active' | 'cancelled' };

/** Every booking of the invoice in id order: the order refunds and coins are shared out in. */
export async function findInvoiceSeats(tx: DbExecutor, invoiceId: number): Promise<TInvoiceSeat[]> {
  const result = await tx.execute<{ id: number; unit_price: number; status: 'active' | 'cancelled' }>(sql`
    select id, unit_price, status from ${bookings} where invoice_id = ${invoiceId}::int order by id`);
  return result.rows.map((r) => ({ id: Number(r.id), unitPrice: Number(r.unit_price), status: r.status }));
}

export type TLockedSeat = { id: number; status: 'active' | 'cancelled'; userId: number; ticketId: number; eventId: number };

/**
 * Locks the bookings in id order (the door scanner's order too): a scan of one of them either commits
 * first, or waits and then reads it cancelled.
 */
export async function lockSeats(tx: DbExecutor, ids: readonly number[]): Promise<TLockedSeat[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute<{ id: number; status: 'active' | 'cancelled'; user_id: number; ticket_id: number; event_id: number }>(sql`
    select id, status, user_id, ticket_id, event_id from ${bookings} where id in ${intArray(ids)} order by id for update`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    status: r.status,
    userId: Number(r.user_id),
    ticketId: Number(r.ticket_id),
    eventId: Number(r.event_id),
  }));
}

export type TSeatCancellation = { id: number; refunded: number; coinsReversed: number; coinsUnrecovered: number };

/**
 * Marks the bookings cancelled with what their cancellation gave back. `updated_at` moves too, so the
 * scanners' next manifest delta carries them as cancelled. Only active bookings change (the backstop of
 * the caller's check under the lock); returns the ids that did.
 */
export async function markCancelled(tx: DbExecutor, seats: readonly TSeatCancellation[], reason: string, now: Date): Promise<number[]> {
  if (seats.length === 0) return [];
  const payload = JSON.stringify(
    seats.map((s) => ({ id: s.id, refunded: s.refunded, coins_reversed: s.coinsReversed, coins_unrecovered: s.coinsUnrecovered })),
  );
  const result = await tx.execute<{ id: number }>(sql`
    update ${bookings} b set status = 'cancelled', cancelled_at = ${at(now)}, updated_at = ${at(now)}, cancel_reason = ${reason}::text,
      refunded = s.refunded, coins_reversed = s.coins_reversed, coins_unrecovered = s.coins_unrecovered
    from jsonb_to_recordset(${payload}::jsonb) as s(id int, refunded int, coins_reversed int, coins_unrecovered int)
    where b.id = s.id and b.status = 'active'
    returning b.id`);
  return result.rows.map((r) => Number(r.id));
}

/** Puts seats back on sale; the tickets CHECK (0 <= sold <= total) is the backstop against a miscount. */
export async function releaseSeats(tx: DbExecutor, seatsByTicket: ReadonlyMap<number, number>, now: Date): Promise<void> {
  // Ticket rows in id order, like every other multi-row lock here.
  for (const ticketId of [...seatsByTicket.keys()].sort((a, b) => a - b)) {
    await tx.execute(sql`update ${tickets} set sold = sold - ${seatsByTicket.get(ticketId) ?? 0}::int, updated_at = ${at(now)} where id = ${ticketId}::int`);
  }
}

export async function setInvoiceStatus(tx: DbExecutor, invoiceId: number, status: TInvoiceRow['status'], now: Date): Promise<void> {
  await tx.execute(sql`update ${invoices} set status = ${status}::text, updated_at = ${at(now)} where id = ${invoiceId}::int`);
}

export type TCancellationStateRow = {
  id: number;
  status: 'active' | 'cancelled';
  cancelledAt: Date | null;
  cancelReason: string | null;
  refunded: number;
  coinsReversed: number;
  coinsUnrecovered: number;
};

/** What the invoice's bookings gave back so far, and the invoice's status now. */
export async function findCancellationState(
  db: DbExecutor,
  invoiceId: number,
): Promise<{ invoice: Pick<TInvoiceRow, 'id' | 'number' | 'status'>; seats: TCancellationStateRow[] } | undefined> {
  const invoice = await db.execute<{ id: number; number: string; status: TInvoiceRow['status'] }>(sql`
    select id, number, status from ${invoices} where id = ${invoiceId}::int`);
  const head = invoice.rows[0];
  if (!head) return undefined;
  const result = await db.execute<{
    id: number;
    status: 'active' | 'cancelled';
    cancelled_at: Date | string | null;
    cancel_reason: string | null;
    refunded: number;
    coins_reversed: number;
    coins_unrecovered: number;
  }>(sql`
    select id, status, cancelled_at, cancel_reason, refunded, coins_reversed, coins_unrecovered
    from ${bookings} where invoice_id = ${invoiceId}::int order by id`);
  return {
    invoice: { id: Number(head.id), number: head.number, status: head.status },
    seats: result.rows.map((r) => ({
      id: Number(r.id),
      status: r.status,
      cancelledAt: r.cancelled_at === null ? null : new Date(r.cancelled_at),
      cancelReason: r.cancel_reason,
      refunded: Number(r.refunded),
      coinsReversed: Number(r.coins_reversed),
      coinsUnrecovered: Number(r.coins_unrecovered),
    })),
  };
}

export type TCancellationMailData = {
  user: { email: string; name: string; locale: TLocale };
  bookings: { bookingNumber: string; ticketName: string; eventName: string; eventStart: Date }[];
};

/** The holder's account and the cancelled bookings, named in the holder's own language. */
export async function findCancellationMailData(db: DbExecutor, userId: number, bookingIds: readonly number[]): Promise<TCancellationMailData | undefined> {
  const found = await db.execute<{ email: string; name: string; locale: TLocale }>(sql`select email, name, locale from ${users} where id = ${userId}::int`);
  const user = found.rows[0];
  if (!user || bookingIds.length === 0) return undefined;
  const rows = await db.execute<{ booking_number: string; ticket_name: string; event_name: string; event_start: Date | string }>(sql`
    select b.booking_number, ${localized(user.locale, tickets.name, tickets.nameAr)} as ticket_name,
      ${localized(user.locale, events.name, events.nameAr)} as event_name, ${events.startDate} as event_start
    from ${bookings} b join ${tickets} on ${tickets.id} = b.ticket_id join ${events} on ${events.id} = b.event_id
    where b.id in ${intArray(bookingIds)}
    order by b.id`);
  return {
    user: { email: user.email, name: user.name, locale: user.locale },
    bookings: rows.rows.map((r) => ({
      bookingNumber: r.booking_number,
      ticketName: r.ticket_name,
      eventName: r.event_name,
      eventStart: new Date(r.event_start),
    })),
  };
}

/** Invoices of an event that still have active bookings or a live checkout hold: what cancelling the event must refund or release. */
export async function findInvoicesOfEvent(db: DbExecutor, eventId: number): Promise<number[]> {
  const result = await db.execute<{ invoice_id: number }>(sql`
    select distinct b.invoice_id from ${bookings} b join ${invoices} i on i.id = b.invoice_id
    where b.event_id = ${eventId}::int and (b.status = 'active' or i.status = 'pending')
    order by b.invoice_id`);
  return result.rows.map((r) => Number(r.invoice_id));
}

/** Members other than the buyer holding some of these bookings (sent to them), with which. */
export async function findHoldersOf(db: DbExecutor, bookingIds: readonly number[]): Promise<Map<number, number[]>> {
  const held = new Map<number, number[]>();
  if (bookingIds.length === 0) return held;
  const result = await db.execute<{ id: number; holder_id: number }>(sql`
    select id, holder_id from ${bookings} where id in ${intArray(bookingIds)} and holder_id is not null order by id`);
  for (const row of result.rows) held.set(Number(row.holder_id), [...(held.get(Number(row.holder_id)) ?? []), Number(row.id)]);
  return held;
}
