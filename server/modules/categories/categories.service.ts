import type { TCategory, TCategoryListQuery, TCategoryRef } from '../../../contract/categories';
import type { TLocale, TPagination } from '../../../contract/common';
import { pickText } from '../../lib/locale';
import { pageWindow, paginationOf } from '../../lib/pagination';
import type { Db } from '../../db/client';
import { categoryNotFound } from './categories.errors';
import { findAllCategories, findCategoryById, findCategoryPage, type CategoryRow } from './categories.repository';

/* Rows are loaded whole (both languages), so the caller's language is picked here rather than in SQL. */

function toCategory(row: CategoryRow, locale: TLocale): TCategoryRef {
  return {
    id: row.id,
    name: pickText(locale, row.name, row.nameAr),
    parent_id: row.parentId,
    description: pickText(locale, row.description, row.descriptionAr),
  };
}

/** A category with its subtree under both spellings (contract/categories.ts). */
function withChildren(all: CategoryRow[], row: CategoryRow, locale: TLocale): TCategory {
  const direct = all.filter((c) => c.parentId === row.id);
  return {
    ...toCategory(row, locale),
    children: direct.map((c) => withChildren(all, c, locale)),
    direct_children: direct.map((c) => toCategory(c, locale)),
  };
}

/**
 * Hierarchical: pages over top-level categories (or the children of parent_id), each with its subtree.
 * Flat: pages over every category (or the direct children of parent_id).
 */
export async function listCategories(db: Db, query: TCategoryListQuery, locale: TLocale): Promise<{ categories: TCategory[]; pagination: TPagination }> {
  const hierarchical = query.hierarchical === '1' || query.hierarchical === 'true';
  const parentId = query.parent_id ?? (hierarchical ? null : undefined);
  const { rows, total } = await findCategoryPage(db, { parentId, ...pageWindow(query) });
  let items: TCategory[];
  if (hierarchical) {
    const all = await findAllCategories(db);
    items = rows.map((row) => withChildren(all, row, locale));
  } else {
    items = rows.map((row) => toCategory(row, locale));
  }
  return {
    categories: items,
    pagination: paginationOf(query, total),
  };
}

export async function getCategory(db: Db, id: number, locale: TLocale): Promise<TCategory> {
  const row = await findCategoryById(db, id);
  if (!row) throw categoryNotFound();
  return withChildren(await findAllCategories(db), row, locale);
}
