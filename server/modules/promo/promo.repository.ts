import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookings, invoices, promoCodes, tickets, type TPromoCodeRow } from '../../db/schema';

/* Promo codes' rows (docs/product.md §10 Promo codes); their uses are counted from the bookings made with them. */

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

export type TPromoValues = Omit<TPromoCodeRow, 'id' | 'used' | 'createdAt' | 'updatedAt'>;

/** By its code, any case (stored in capitals). */
export async function findPromoByCode(db: DbExecutor, code: string): Promise<TPromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase()));
  return row;
}

export async function findPromoById(db: DbExecutor, id: number): Promise<TPromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}

/** The row, locked for the rest of the transaction: one booking with the code at a time decides its uses. */
export async function lockPromo(tx: DbExecutor, id: number): Promise<TPromoCodeRow | undefined> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  return row;
}

/**
 * The exact uses: tickets of active bookings and of holds still live at `now`, in all or of one buyer. A
 * hold that ran out counts no more, though `used` still holds it until it is marked lapsed.
 */
export async function countPromoUses(tx: DbExecutor, promoId: number, now: Date, userId?: number): Promise<number> {
  const result = await tx.execute<{ n: number | string }>(sql`
    select count(*) as n from ${bookings} b
    where b.promo_code_id = ${promoId}::int ${userId === undefined ? sql`` : sql`and b.user_id = ${userId}::int`}
      and (b.status = 'active' or (b.status = 'pending' and b.hold_until > ${at(now)}))`);
  return Number(result.rows[0]?.n ?? 0);
}

export type TAdminPromoRow = TPromoCodeRow & { uses: number; discountTotal: number };

/** A page of codes, newest first, each with its exact uses at `now` and what it took off paid orders. */
export async function findPromoPage(
  db: DbExecutor,
  filter: { search?: string | undefined; id?: number; limit: number; offset: number },
  now: Date,
): Promise<{ rows: TAdminPromoRow[]; total: number }> {
  const where = and(
    filter.search ? ilike(promoCodes.code, `%${filter.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
    filter.id === undefined ? undefined : eq(promoCodes.id, filter.id),
  );
  const rows = await db
    .select({
      promo: promoCodes,
      uses: sql<number | string>`(select count(*) from ${bookings} b where b.promo_code_id = ${promoCodes}.id
        and (b.status = 'active' or (b.status = 'pending' and b.hold_until > ${at(now)})))`,
      discountTotal: sql<
        number | string
      >`(select coalesce(sum(i.discount), 0) from ${invoices} i where i.promo_code_id = ${promoCodes}.id and i.status = 'paid')`,
    })
    .from(promoCodes)
    .where(where)
    .orderBy(desc(promoCodes.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totalRow] = await db.select({ total: count() }).from(promoCodes).where(where);
  return {
    rows: rows.map((r) => ({ ...r.promo, uses: Number(r.uses), discountTotal: Number(r.discountTotal) })),
    total: Number(totalRow?.total ?? 0),
  };
}

export async function insertPromo(tx: DbExecutor, values: TPromoValues): Promise<TPromoCodeRow> {
  const [row] = await tx.insert(promoCodes).values(values).returning();
  if (!row) throw new Error('promo code insert returned no row');
  return row;
}

export async function updatePromo(tx: DbExecutor, id: number, values: Partial<TPromoValues>, now: Date): Promise<TPromoCodeRow | undefined> {
  const [row] = await tx
    .update(promoCodes)
    .set({ ...values, updatedAt: now })
    .where(eq(promoCodes.id, id))
    .returning();
  return row;
}

/** Whether any booking or invoice ever named the code (then it is only switched off, never deleted). */
export async function promoWasUsed(tx: DbExecutor, id: number): Promise<boolean> {
  const result = await tx.execute<{ used: boolean }>(sql`
    select exists (select 1 from ${invoices} where promo_code_id = ${id}::int) or exists (select 1 from ${bookings} where promo_code_id = ${id}::int) as used`);
  return result.rows[0]?.used === true;
}

export async function deletePromo(tx: DbExecutor, id: number): Promise<boolean> {
  const deleted = await tx.delete(promoCodes).where(eq(promoCodes.id, id)).returning({ id: promoCodes.id });
  return deleted.length > 0;
}

/** Whether every ticket type belongs to the event. */
export async function ticketsOfEvent(db: DbExecutor, eventId: number, ticketIds: number[]): Promise<boolean> {
  if (ticketIds.length === 0) return true;
  const result = await db.execute<{ n: number | string }>(sql`
    select count(*) as n from ${tickets} where event_id = ${eventId}::int and id = any(${`{${ticketIds.join(',')}}`}::int[])`);
  return Number(result.rows[0]?.n ?? 0) === new Set(ticketIds).size;
}
