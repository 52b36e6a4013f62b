import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { badges, type TBadgeRow } from '../../db/schema';

export type TBadgeValues = Pick<TBadgeRow, 'name' | 'nameAr' | 'color'>;

export async function findAllBadges(db: DbExecutor): Promise<TBadgeRow[]> {
  return db.select().from(badges).orderBy(asc(badges.name), asc(badges.id));
}

export async function insertBadge(db: DbExecutor, values: TBadgeValues): Promise<TBadgeRow> {
  const [row] = await db.insert(badges).values(values).returning();
  if (!row) throw new Error('badge insert returned no row');
  return row;
}

export async function updateBadge(db: DbExecutor, id: number, values: TBadgeValues): Promise<TBadgeRow | undefined> {
  const [row] = await db.update(badges).set(values).where(eq(badges.id, id)).returning();
  return row;
}

/** event_badges cascades, so the badge leaves every event it was on in the same statement. */
export async function deleteBadge(db: DbExecutor, id: number): Promise<boolean> {
  const rows = await db.delete(badges).where(eq(badges.id, id)).returning({ id: badges.id });
  return rows.length > 0;
}
