import type { TAdminCategory, TAdminCategoryBody } from '../../../contract/admin-catalogue';
import type { Db, DbExecutor } from '../../db/client';
import type { TCategoryRow } from '../../db/schema';
import { categoryNotFound } from './categories.errors';
import { categoryHasChildren, categoryHasEvents, parentInvalid, parentNotFound } from './categories.admin.errors';
import {
  categoryExists,
  countChildrenAndEvents,
  countEventsOf,
  deleteCategory,
  findCategoriesWithCounts,
  findCategoryForUpdate,
  insertCategory,
  isSelfOrAncestor,
  lockCategoryTree,
  updateCategory,
  type TAdminCategoryRow,
  type TCategoryValues,
} from './categories.admin.repository';

/*
 * The administrator's category tree (docs/product.md §5): names in both languages, a parent that exists
 * and is never the category itself or one of its descendants, and deletes refused while anything hangs
 * off the category.
 */

function toCategory(row: TCategoryRow, eventsCount: number, children: TAdminCategory[] = []): TAdminCategory {
  return {
    id: row.id,
    name: row.name,
    name_ar: row.nameAr,
    description: row.description,
    description_ar: row.descriptionAr,
    parent_id: row.parentId,
    events_count: eventsCount,
    children,
  };
}

/** The whole tree, both languages, each node with the events filed directly under it. */
export async function getCategoryTree(db: Db): Promise<TAdminCategory[]> {
  const rows = await findCategoriesWithCounts(db);
  const byParent = new Map<number | null, TAdminCategoryRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): TAdminCategory[] => (byParent.get(parentId) ?? []).map((row) => toCategory(row, row.eventsCount, build(row.id)));
  return build(null);
}

async function checkParent(tx: DbExecutor, categoryId: number | null, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  if (parentId === categoryId) throw parentInvalid();
  if (!(await categoryExists(tx, parentId))) throw parentNotFound();
  // Placing it under one of its own descendants would close a loop: walk up from the new parent.
  if (categoryId !== null && (await isSelfOrAncestor(tx, parentId, categoryId))) throw parentInvalid();
}

export async function createCategory(db: Db, body: TAdminCategoryBody): Promise<TAdminCategory> {
  return db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const parentId = body.parent_id ?? null;
    await checkParent(tx, null, parentId);
    const values: TCategoryValues = {
      name: body.name,
      nameAr: body.name_ar,
      description: body.description ?? null,
      descriptionAr: body.description_ar,
      parentId,
    };
    return toCategory(await insertCategory(tx, values), 0);
  });
}

/**
 * Names are replaced (the body's `name_ar` and `description_ar` default to ''); `description` and
 * `parent_id` left out keep their value, null clears them (null parent: a top-level category).
 */
export async function editCategory(db: Db, id: number, body: TAdminCategoryBody): Promise<TAdminCategory> {
  return db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const current = await findCategoryForUpdate(tx, id);
    if (!current) throw categoryNotFound();
    const parentId = body.parent_id === undefined ? current.parentId : body.parent_id;
    if (parentId !== current.parentId) await checkParent(tx, id, parentId);
    const values: TCategoryValues = {
      name: body.name,
      nameAr: body.name_ar,
      descriptionAr: body.description_ar,
      parentId,
      ...(body.description === undefined ? {} : { description: body.description }),
    };
    const row = await updateCategory(tx, id, values);
    if (!row) throw categoryNotFound();
    return toCategory(row, await countEventsOf(tx, id));
  });
}

export async function removeCategory(db: Db, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    // Locked before counting: an event being filed under it right now either commits first (and is
    // counted) or waits and then fails its foreign key, never silently loses the link.
    if (!(await findCategoryForUpdate(tx, id))) throw categoryNotFound();
    const { children, events } = await countChildrenAndEvents(tx, id);
    if (children > 0) throw categoryHasChildren();
    if (events > 0) throw categoryHasEvents();
    await deleteCategory(tx, id);
    return { id };
  });
}
