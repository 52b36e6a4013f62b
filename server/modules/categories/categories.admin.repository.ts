import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { categories, type TCategoryRow } from '../../db/schema';

/*
 * The administrator's category writes (docs/product.md §5). Every write takes one transaction-scoped
 * advisory lock first, so two moves that would each be fine alone (A under B, B under A) cannot both
 * pass the cycle check; category edits are rare enough that serialising them costs nothing.
 */

const TREE_LOCK_KEY = 'categories.tree';

export type TAdminCategoryRow = TCategoryRow & { eventsCount: number };

export async function findCategoriesWithCounts(db: DbExecutor): Promise<TAdminCategoryRow[]> {
  const result = await db.execute<{
    id: number;
    name: string;
    name_ar: string;
    description: string | null;
    description_ar: string;
    parent_id: number | null;
    position: number;
    created_at: string;
    updated_at: string;
    events_count: string;
  }>(sql`
    select c.id, c.name, c.name_ar, c.description, c.description_ar, c.parent_id, c.position, c.created_at, c.updated_at,
      (select count(*) from event_categories ec where ec.category_id = c.id) as events_count
    from ${categories} c
    order by c.position, c.name, c.id`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    nameAr: r.name_ar,
    description: r.description,
    descriptionAr: r.description_ar,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    position: Number(r.position),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    eventsCount: Number(r.events_count),
  }));
}

export async function lockCategoryTree(tx: DbExecutor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${TREE_LOCK_KEY}))`);
}

/** The row, locked against concurrent writers (an event being filed under it takes a key-share lock). */
export async function findCategoryForUpdate(tx: DbExecutor, id: number): Promise<TCategoryRow | undefined> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

export async function categoryExists(tx: DbExecutor, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

/** Whether `ancestorId` is `id` itself or on the path from `id` up to its root. */
export async function isSelfOrAncestor(tx: DbExecutor, id: number, ancestorId: number): Promise<boolean> {
  const result = await tx.execute<{ found: boolean }>(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from ${categories} where id = ${id}::int
      union
      select c.id, c.parent_id from ${categories} c join up on c.id = up.parent_id
    )
    select exists (select 1 from up where id = ${ancestorId}::int) as found`);
  return result.rows[0]?.found === true;
}

export type TCategoryValues = Pick<TCategoryRow, 'name' | 'nameAr' | 'descriptionAr' | 'parentId'> & { description?: string | null };

export async function insertCategory(tx: DbExecutor, values: TCategoryValues): Promise<TCategoryRow> {
  const [row] = await tx.insert(categories).values(values).returning();
  if (!row) throw new Error('category insert returned no row');
  return row;
}

export async function updateCategory(tx: DbExecutor, id: number, values: TCategoryValues): Promise<TCategoryRow | undefined> {
  const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row;
}

export async function countChildrenAndEvents(tx: DbExecutor, id: number): Promise<{ children: number; events: number }> {
  const result = await tx.execute<{ children: string; events: string }>(sql`
    select (select count(*) from ${categories} where parent_id = ${id}::int) as children,
      (select count(*) from event_categories where category_id = ${id}::int) as events`);
  const row = result.rows[0];
  return { children: Number(row?.children ?? 0), events: Number(row?.events ?? 0) };
}

export async function countEventsOf(db: DbExecutor, id: number): Promise<number> {
  const result = await db.execute<{ n: string }>(sql`select count(*) as n from event_categories where category_id = ${id}::int`);
  return Number(result.rows[0]?.n ?? 0);
}

export async function deleteCategory(tx: DbExecutor, id: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}
