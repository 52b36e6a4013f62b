import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { liveHoldsSql, lockTicketRow, publicFreeSql } from '../../db/holds';
import { waitlistEntries, type TWaitlistEntryRow } from '../../db/schema';

/* SQL of the waitlist (docs/product.md §10 Waitlist, docs/architecture.md §11 Waitlist). Times come from the app's clock. */

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/** An entry with its place in line (waiting only) and its offer's invoice status (offered ones). */
export type TEntryView = TWaitlistEntryRow & { position: number | null; invoiceStatus: string | null };

type TEntrySqlRow = {
  id: number;
  ticket_id: number;
  user_id: number;
  quantity: number;
  status: TWaitlistEntryRow['status'];
  invoice_id: number | null;
  offered_at: string | Date | null;
  offer_expires_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  position: number | string | null;
  invoice_status: string | null;
};

function date(value: string | Date | null): Date | null {
  return value === null ? null : new Date(value);
}

function entryOf(row: TEntrySqlRow): TEntryView {
  return {
    id: Number(row.id),
    ticketId: Number(row.ticket_id),
    userId: Number(row.user_id),
    quantity: Number(row.quantity),
    status: row.status,
    invoiceId: row.invoice_id === null ? null : Number(row.invoice_id),
    offeredAt: date(row.offered_at),
    offerExpiresAt: date(row.offer_expires_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    position: row.position === null ? null : Number(row.position),
    invoiceStatus: row.invoice_status,
  };
}

const ENTRY_COLUMNS = sql`w.id, w.ticket_id, w.user_id, w.quantity, w.status, w.invoice_id, w.offered_at, w.offer_expires_at, w.created_at, w.updated_at,
  case when w.status = 'waiting' then (
    select count(*) from ${waitlistEntries} o where o.ticket_id = w.ticket_id and o.status = 'waiting' and o.id <= w.id
  ) end as position,
  (select i.status from invoices i where i.id = w.invoice_id) as invoice_status`;

/** Seats a public booking may take now (total − sold − live holds − seats kept for the line), and the line's seats. */
export async function readAvailability(
  db: DbExecutor,
  ticketId: number,
  now: Date,
): Promise<{ free: number; publicFree: number; waiting: number } | undefined> {
  const result = await db.execute<{ free: number; public_free: number; waiting: number }>(sql`
    select t.total - t.sold - ${liveHoldsSql(sql`t.id`, now)} as free, ${publicFreeSql(now)} as public_free, t.waiting
    from tickets t where t.id = ${ticketId}::int`);
  const row = result.rows[0];
  return row ? { free: Math.max(0, Number(row.free)), publicFree: Math.max(0, Number(row.public_free)), waiting: Number(row.waiting) } : undefined;
}

/** A new waiting entry; 'taken' when the user already has an open one for this ticket type. */
export async function insertEntry(db: DbExecutor, entry: { ticketId: number; userId: number; quantity: number; now: Date }): Promise<number | 'taken'> {
  try {
    const [row] = await db
      .insert(waitlistEntries)
      .values({ ticketId: entry.ticketId, userId: entry.userId, quantity: entry.quantity, createdAt: entry.now, updatedAt: entry.now })
      .returning({ id: waitlistEntries.id });
    if (!row) throw new Error('waitlist insert returned no row');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error, 'waitlist_entries_open_unique')) return 'taken';
    throw error;
  }
}

export async function findEntry(db: DbExecutor, entryId: number): Promise<TEntryView | undefined> {
  const result = await db.execute<TEntrySqlRow>(sql`select ${ENTRY_COLUMNS} from ${waitlistEntries} w where w.id = ${entryId}::int`);
  const row = result.rows[0];
  return row ? entryOf(row) : undefined;
}

/** The user's newest entry for the ticket type (open or not), or undefined. */
export async function findLatestEntryOf(db: DbExecutor, userId: number, ticketId: number): Promise<TEntryView | undefined> {
  const result = await db.execute<TEntrySqlRow>(sql`
    select ${ENTRY_COLUMNS} from ${waitlistEntries} w
    where w.user_id = ${userId}::int and w.ticket_id = ${ticketId}::int
    order by w.id desc limit 1`);
  const row = result.rows[0];
  return row ? entryOf(row) : undefined;
}

/** Locks the entry for the rest of the transaction; undefined when it does not exist. */
export async function lockEntry(tx: DbExecutor, entryId: number): Promise<TWaitlistEntryRow | undefined> {
  const [row] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).for('update');
  return row;
}

export async function setEntryStatus(tx: DbExecutor, entryId: number, status: TWaitlistEntryRow['status'], now: Date): Promise<void> {
  await tx.update(waitlistEntries).set({ status, updatedAt: now }).where(eq(waitlistEntries.id, entryId));
}

export async function markOffered(tx: DbExecutor, entryId: number, offer: { invoiceId: number; now: Date; expiresAt: Date }): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status: 'offered', invoiceId: offer.invoiceId, offeredAt: offer.now, offerExpiresAt: offer.expiresAt, updatedAt: offer.now })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'waiting')));
}

/**
 * Offers that ended: paid (`converted`), or run out, declined or released unpaid (`expired`). Their seats are
 * free again the moment the hold ends (the live-holds rule), so the next in line can be offered them.
 */
export async function closeEndedOffers(db: DbExecutor, now: Date): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    update ${waitlistEntries} w set status = case when i.status = 'paid' then 'converted' else 'expired' end, updated_at = ${at(now)}
    from invoices i
    where i.id = w.invoice_id and w.status = 'offered' and (i.status <> 'pending' or w.offer_expires_at <= ${at(now)})
    returning w.id`);
  return result.rows.length;
}

/**
 * Waiting entries whose event was cancelled or is over: no offer can come, so they end (`expired`) and the page
 * stops showing a place in line.
 */
export async function closeHopelessEntries(db: DbExecutor, now: Date): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    update ${waitlistEntries} w set status = 'expired', updated_at = ${at(now)}
    from tickets t join events e on e.id = t.event_id
    where t.id = w.ticket_id and w.status = 'waiting' and (e.cancelled_at is not null or e.finish_date <= ${at(now)})
    returning w.id`);
  return result.rows.length;
}

/**
 * Ticket types with someone waiting and seats free now (no sale or live hold takes them), whose event is neither
 * over nor cancelled and whose sale has not closed: where an offer may be made.
 */
export async function findTicketsToOffer(db: DbExecutor, now: Date): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select t.id from tickets t join events e on e.id = t.event_id
    where t.waiting > 0 and t.price > 0 and e.cancelled_at is null and e.finish_date > ${at(now)}
      and (t.sale_ends_at is null or t.sale_ends_at > ${at(now)})
      and t.total - t.sold - ${liveHoldsSql(sql`t.id`, now)} > 0
    order by t.id`);
  return result.rows.map((r) => Number(r.id));
}

export type TOfferCandidate = {
  entryId: number;
  quantity: number;
  user: { id: number; name: string; email: string; phone: string | null; phoneVerified: boolean; locale: 'en' | 'ar' };
};

type TCandidateSqlRow = {
  id: number;
  quantity: number;
  user_id: number;
  name: string;
  email: string;
  phone: string | null;
  phone_verified_at: string | Date | null;
  locale: string;
};

function candidateOf(row: TCandidateSqlRow): TOfferCandidate {
  return {
    entryId: Number(row.id),
    quantity: Number(row.quantity),
    user: {
      id: Number(row.user_id),
      name: row.name,
      email: row.email,
      phone: row.phone,
      phoneVerified: row.phone_verified_at !== null,
      locale: row.locale === 'ar' ? 'ar' : 'en',
    },
  };
}

/**
 * Under the ticket row's lock, in a new statement (a fresh snapshot, so every hold and sale committed before the
 * lock counts): the seats free now, total − sold − live holds.
 */
export async function lockTicketAndCountFree(tx: DbExecutor, ticketId: number, now: Date): Promise<number | undefined> {
  if (!(await lockTicketRow(tx, ticketId, now))) return undefined;
  const result = await tx.execute<{ free: number }>(
    sql`select t.total - t.sold - ${liveHoldsSql(sql`t.id`, now)} as free from tickets t where t.id = ${ticketId}::int`,
  );
  return Math.max(0, Number(result.rows[0]?.free ?? 0));
}

/**
 * The first waiting entry in line whose whole quantity fits in `free` seats, locked; an entry another transaction
 * holds (its user leaving right now) is skipped rather than waited for.
 */
export async function lockFirstFitting(tx: DbExecutor, ticketId: number, free: number): Promise<TOfferCandidate | undefined> {
  const result = await tx.execute<TCandidateSqlRow>(sql`
    select w.id, w.quantity, u.id as user_id, u.name, u.email, u.phone, u.phone_verified_at, u.locale
    from ${waitlistEntries} w join users u on u.id = w.user_id
    where w.ticket_id = ${ticketId}::int and w.status = 'waiting' and w.quantity <= ${free}::int
    order by w.id
    limit 1
    for update of w skip locked`);
  const row = result.rows[0];
  return row ? candidateOf(row) : undefined;
}

/** One entry of the ticket type, locked, with its user (an administrator's offer out of order). */
export async function lockEntryOfTicket(
  tx: DbExecutor,
  ticketId: number,
  entryId: number,
): Promise<(TOfferCandidate & { status: TWaitlistEntryRow['status'] }) | undefined> {
  const result = await tx.execute<TCandidateSqlRow & { status: TWaitlistEntryRow['status'] }>(sql`
    select w.id, w.quantity, w.status, u.id as user_id, u.name, u.email, u.phone, u.phone_verified_at, u.locale
    from ${waitlistEntries} w join users u on u.id = w.user_id
    where w.id = ${entryId}::int and w.ticket_id = ${ticketId}::int
    for update of w`);
  const row = result.rows[0];
  return row ? { ...candidateOf(row), status: row.status } : undefined;
}

export type TAdminEntryRow = TEntryView & { userName: string; userEmail: string };

/** One entry of the ticket type as the dashboard lists it, or undefined. */
export async function findAdminEntry(db: DbExecutor, ticketId: number, entryId: number): Promise<TAdminEntryRow | undefined> {
  const result = await db.execute<TEntrySqlRow & { user_name: string; user_email: string }>(sql`
    select ${ENTRY_COLUMNS}, u.name as user_name, u.email as user_email
    from ${waitlistEntries} w join users u on u.id = w.user_id
    where w.id = ${entryId}::int and w.ticket_id = ${ticketId}::int`);
  const row = result.rows[0];
  return row ? { ...entryOf(row), userName: row.user_name, userEmail: row.user_email } : undefined;
}

/** The line for the dashboard: open entries first (waiting in order, then offered), then closed ones newest first. */
export async function findEntriesOfTicket(
  db: DbExecutor,
  ticketId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: TAdminEntryRow[]; total: number }> {
  const result = await db.execute<TEntrySqlRow & { user_name: string; user_email: string }>(sql`
    select ${ENTRY_COLUMNS}, u.name as user_name, u.email as user_email
    from ${waitlistEntries} w join users u on u.id = w.user_id
    where w.ticket_id = ${ticketId}::int
    order by case w.status when 'waiting' then 0 when 'offered' then 1 else 2 end,
      case when w.status in ('waiting', 'offered') then w.id else -w.id end
    limit ${page.limit}::int offset ${page.offset}::int`);
  const counted = await db.execute<{ n: number | string }>(sql`select count(*) as n from ${waitlistEntries} where ticket_id = ${ticketId}::int`);
  return {
    rows: result.rows.map((row) => ({ ...entryOf(row), userName: row.user_name, userEmail: row.user_email })),
    total: Number(counted.rows[0]?.n ?? 0),
  };
}

export async function countWaitingEntries(db: DbExecutor, ticketId: number): Promise<number> {
  const result = await db.execute<{ n: number | string }>(
    sql`select count(*) as n from ${waitlistEntries} where ticket_id = ${ticketId}::int and status = 'waiting'`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
