import type { TCategory, TCategoryListQuery } from '../../../contract/categories';
import type { TPagination } from '../../../contract/common';
import { pageWindow, paginationOf } from '../../lib/pagination';
import type { Db } from '../../db/client';
import { categoryNotFound } from './categories.errors';
import { findAllCategories, findCategoryById, findCategoryPage, type CategoryRow } from './categories.repository';

function toCategory(row: CategoryRow): TCategory {
  return { id: row.id, name: row.name, parent_id: row.parentId, description: row.description };
}

function childrenOf(all: CategoryRow[], parentId: number): TCategory[] {
  return all.filter((c) => c.parentId === parentId).map((c) => ({ ...toCategory(c), children: childrenOf(all, c.id) }));
}

/**
 * Hierarchical: pages over top-level categories (or the children of parent_id), each with its subtree.
 * Flat: pages over every category (or the direct children of parent_id).
 */
export async function listCategories(db: Db, query: TCategoryListQuery): Promise<{ categories: TCategory[]; pagination: TPagination }> {
  const hierarchical = query.hierarchical === '1' || query.hierarchical === 'true';
  const parentId = query.parent_id ?? (hierarchical ? null : undefined);
  const { rows, total } = await findCategoryPage(db, { parentId, ...pageWindow(query) });
  let items: TCategory[];
  if (hierarchical) {
    const all = await findAllCategories(db);
    items = rows.map((row) => ({ ...toCategory(row), children: childrenOf(all, row.id) }));
  } else {
    items = rows.map(toCategory);
  }
  return {
    categories: items,
    pagination: paginationOf(query, total),
  };
}

export async function getCategory(db: Db, id: number): Promise<TCategory> {
  const row = await findCategoryById(db, id);
  if (!row) throw categoryNotFound();
  const all = await findAllCategories(db);
  return { ...toCategory(row), children: childrenOf(all, row.id) };
}
