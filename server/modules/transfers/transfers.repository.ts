import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '../../../contract/common';
import type { DbExecutor } from '../../db/client';
import { heldBySql, validityEndSql } from '../../db/booking-status';
import { isUniqueViolation } from '../../db/errors';
import { localized } from '../../db/localized';
import { bookings, events, tickets, transfers, users, type TUserRow } from '../../db/schema';

/*
 * Sending a ticket (docs/product.md §4 Sending a ticket). Every writer takes the booking's row lock first
 * (the door's scan upload takes the same lock), then touches the transfer: one lock order, no deadlock,
 * and an accept and a scan of the old code are serialised on the booking.
 */

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

export class TransferPendingError extends Error {
  constructor() {
    super('the booking already has a pending transfer');
    this.name = 'TransferPendingError';
  }
}

export type TTransferBooking = {
  id: number;
  /** The buyer. */
  userId: number;
  /** Who holds it now: the buyer until a transfer was accepted. */
  holderUserId: number;
  status: 'pending' | 'active' | 'cancelled' | 'lapsed';
  usedCount: number;
  usageLimit: number;
  eventId: number;
  ticketId: number;
  validFrom: Date | null;
  validUntil: Date | null;
  /** valid_until, or the event's end when the ticket has none. */
  validityEnd: Date;
  eventCancelled: boolean;
  codeVersion: number;
};

function transferBookingOf(r: Record<string, unknown>): TTransferBooking {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    holderUserId: Number(r.holder_user_id),
    status: r.status as TTransferBooking['status'],
    usedCount: Number(r.used_count),
    usageLimit: Number(r.usage_limit),
    eventId: Number(r.event_id),
    ticketId: Number(r.ticket_id),
    validFrom: date(r.valid_from),
    validUntil: date(r.valid_until),
    validityEnd: date(r.validity_end) ?? new Date(0),
    eventCancelled: r.event_cancelled === true,
    codeVersion: Number(r.code_version),
  };
}

/** The booking locked for the rest of the transaction; only `heldBy`'s when given. */
export async function lockTransferBooking(tx: DbExecutor, bookingId: number, heldBy?: number): Promise<TTransferBooking | undefined> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select ${bookings.id} as id, ${bookings.userId} as user_id, coalesce(${bookings.holderId}, ${bookings.userId}) as holder_user_id,
      ${bookings.status} as status, ${bookings.usedCount} as used_count, ${bookings.usageLimit} as usage_limit,
      ${bookings.eventId} as event_id, ${bookings.ticketId} as ticket_id, ${bookings.validFrom} as valid_from,
      ${bookings.validUntil} as valid_until, ${validityEndSql()} as validity_end,
      (${events.cancelledAt} is not null) as event_cancelled, ${bookings.codeVersion} as code_version
    from ${bookings} join ${events} on ${events.id} = ${bookings.eventId}
    where ${bookings.id} = ${bookingId}::int ${heldBy === undefined ? sql`` : sql`and ${heldBySql(heldBy)}`}
    for update of ${bookings}`);
  const row = result.rows[0];
  return row ? transferBookingOf(row) : undefined;
}

export type TTransferRow = {
  id: number;
  bookingId: number;
  fromUserId: number;
  to: string;
  channel: 'email' | 'phone';
  status: 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired';
  expiresAt: Date;
};

const transferColumns = {
  id: transfers.id,
  bookingId: transfers.bookingId,
  fromUserId: transfers.fromUserId,
  to: transfers.to,
  channel: transfers.channel,
  status: transfers.status,
  expiresAt: transfers.expiresAt,
};

/** A pending transfer whose time ran out is over without a sweeper: it reads (and is then written) as expired. */
export function effectiveStatus(row: Pick<TTransferRow, 'status' | 'expiresAt'>, now: Date): TTransferRow['status'] {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

/** Marks the booking's lapsed pending transfers expired, so the one-pending index admits a new one. */
export async function expireLapsed(tx: DbExecutor, bookingId: number, now: Date): Promise<void> {
  await tx
    .update(transfers)
    .set({ status: 'expired', decidedAt: now, updatedAt: now })
    .where(and(eq(transfers.bookingId, bookingId), eq(transfers.status, 'pending'), sql`${transfers.expiresAt} <= ${at(now)}`));
}

export async function findPendingTransfer(tx: DbExecutor, bookingId: number): Promise<TTransferRow | undefined> {
  const [row] = await tx
    .select(transferColumns)
    .from(transfers)
    .where(and(eq(transfers.bookingId, bookingId), eq(transfers.status, 'pending')));
  return row;
}

export async function insertTransfer(
  tx: DbExecutor,
  t: { bookingId: number; fromUserId: number; to: string; channel: 'email' | 'phone'; tokenHash: string; locale: TLocale; expiresAt: Date; now: Date },
): Promise<TTransferRow> {
  try {
    const [row] = await tx
      .insert(transfers)
      .values({ ...t, status: 'pending', createdAt: t.now, updatedAt: t.now })
      .returning(transferColumns);
    if (!row) throw new Error('transfer insert returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'transfers_pending_booking_id_unique')) throw new TransferPendingError();
    throw error;
  }
}

/** The transfer a link names, with nothing locked. */
export async function findTransferByTokenHash(db: DbExecutor, tokenHash: string): Promise<TTransferRow | undefined> {
  const [row] = await db.select(transferColumns).from(transfers).where(eq(transfers.tokenHash, tokenHash));
  return row;
}

/** The transfer locked, after its booking (the one lock order). */
export async function lockTransfer(tx: DbExecutor, id: number): Promise<TTransferRow | undefined> {
  const [row] = await tx.select(transferColumns).from(transfers).where(eq(transfers.id, id)).for('update');
  return row;
}

export async function decideTransfer(
  tx: DbExecutor,
  id: number,
  decision: { status: 'accepted' | 'declined' | 'cancelled' | 'expired'; toUserId?: number; now: Date },
): Promise<TTransferRow | undefined> {
  const [row] = await tx
    .update(transfers)
    .set({ status: decision.status, toUserId: decision.toUserId ?? null, decidedAt: decision.now, updatedAt: decision.now })
    .where(and(eq(transfers.id, id), eq(transfers.status, 'pending')))
    .returning(transferColumns);
  return row;
}

/**
 * The booking moves to its new holder with a newly signed code (the older one is then `replaced` at the
 * door). `holderId` null when the ticket came back to its buyer. `updated_at` moves it into the next
 * scanner manifest delta with its new holder and code version.
 */
export async function moveBooking(
  tx: DbExecutor,
  m: { bookingId: number; holderId: number | null; holderName: string; holderEmail: string; codeVersion: number; code: string; now: Date },
): Promise<void> {
  await tx
    .update(bookings)
    .set({ holderId: m.holderId, holderName: m.holderName, holderEmail: m.holderEmail, codeVersion: m.codeVersion, code: m.code, updatedAt: m.now })
    .where(eq(bookings.id, m.bookingId));
}

export type TTransferUser = Pick<TUserRow, 'id' | 'name' | 'email' | 'phone' | 'phoneVerifiedAt' | 'locale'>;

/** The member an address names: that e-mail (any case) or that verified phone. */
export async function findUserByAddress(db: DbExecutor, address: { channel: 'email' | 'phone'; to: string }): Promise<TTransferUser | undefined> {
  const where =
    address.channel === 'email' ? sql`lower(${users.email}) = ${address.to}` : and(eq(users.phone, address.to), sql`${users.phoneVerifiedAt} is not null`);
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt, locale: users.locale })
    .from(users)
    .where(where)
    .limit(1);
  return row;
}

export async function findUserName(db: DbExecutor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

export type TTransferTicketRow = {
  bookingNumber: string;
  ticketName: string;
  usageLimit: number;
  eventId: number;
  eventName: string;
  eventStart: Date;
  eventFinish: Date;
  eventLocation: string | null;
  posterPath: string | null;
};

/** What the recipient is offered, named in `locale`. */
export async function findTransferTicket(db: DbExecutor, bookingId: number, locale: TLocale): Promise<TTransferTicketRow | undefined> {
  const [row] = await db
    .select({
      bookingNumber: bookings.bookingNumber,
      ticketName: localized<string>(locale, tickets.name, tickets.nameAr),
      usageLimit: bookings.usageLimit,
      eventId: events.id,
      eventName: localized<string>(locale, events.name, events.nameAr),
      eventStart: events.startDate,
      eventFinish: events.finishDate,
      eventLocation: localized<string | null>(locale, events.location, events.locationAr),
      posterPath: events.posterPath,
    })
    .from(bookings)
    .innerJoin(tickets, eq(tickets.id, bookings.ticketId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, bookingId));
  return row;
}
