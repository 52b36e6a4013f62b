import { asc, count, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { categories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

export async function findAllCategories(db: DbExecutor): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
}

export async function findCategoryPage(
  db: DbExecutor,
  opts: { parentId: number | null | undefined; limit: number; offset: number },
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where = opts.parentId === undefined ? undefined : opts.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, opts.parentId);
  const [rows, totals] = await Promise.all([
    db.select().from(categories).where(where).orderBy(asc(categories.position), asc(categories.name), asc(categories.id)).limit(opts.limit).offset(opts.offset),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findCategoryById(db: DbExecutor, id: number): Promise<CategoryRow | undefined> {
  const rows = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return rows[0];
}
