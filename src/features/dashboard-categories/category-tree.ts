import type { TAdminCategory } from '../../../contract/admin-catalogue';
import type { TLocale } from '../../../contract/common';

/** One category of the tree with its depth (0 at the top), in reading order: a parent before its children. */
export type TFlatCategory = {
  category: TAdminCategory;
  depth: number;
};

/** The tree as one list, depth first, in the server's order (the parent picker lists it so). */
export function flattenCategoryTree(tree: readonly TAdminCategory[], depth = 0): TFlatCategory[] {
  return tree.flatMap((category) => [{ category, depth }, ...flattenCategoryTree(category.children, depth + 1)]);
}

export function findCategory(tree: readonly TAdminCategory[], id: number): TAdminCategory | undefined {
  for (const category of tree) {
    if (category.id === id) return category;
    const found = findCategory(category.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The category and every category under it. */
export function subtreeIds(category: TAdminCategory): Set<number> {
  return new Set(flattenCategoryTree([category]).map(({ category: node }) => node.id));
}

/**
 * The parents a category may take (docs/product.md §5: never itself or one of its descendants, which the
 * server refuses with `categories.parent_invalid`). Without `editingId` (a new category) every category.
 */
export function parentChoices(tree: readonly TAdminCategory[], editingId?: number): TFlatCategory[] {
  const all = flattenCategoryTree(tree);
  if (editingId === undefined) return all;
  const editing = findCategory(tree, editingId);
  if (!editing) return all;
  const excluded = subtreeIds(editing);
  return all.filter(({ category }) => !excluded.has(category.id));
}

/** A text and the language it is written in, for `lang` (screen readers switch voice on it). */
export type TLocalizedText = { text: string; lang: TLocale };

export type TCategoryNames = {
  /** In the reader's language, or English when the Arabic is not written yet. */
  primary: TLocalizedText;
  /** The other language's name, shown muted; null when it is the one missing. */
  other: TLocalizedText | null;
  /** No Arabic name yet ('' on the wire): readers of Arabic see the English one. */
  arabicMissing: boolean;
};

/** The names to show for a category in `locale`, the other language beside it. */
export function categoryNames(category: Pick<TAdminCategory, 'name' | 'name_ar'>, locale: TLocale): TCategoryNames {
  const english: TLocalizedText = { text: category.name, lang: 'en' };
  const arabicText = category.name_ar.trim();
  if (arabicText === '') return { primary: english, other: null, arabicMissing: true };
  const arabic: TLocalizedText = { text: arabicText, lang: 'ar' };
  return locale === 'ar' ? { primary: arabic, other: english, arabicMissing: false } : { primary: english, other: arabic, arabicMissing: false };
}

/** The category's name in `locale` alone (dialog titles, the parent picker, aria-labels). */
export function categoryName(category: Pick<TAdminCategory, 'name' | 'name_ar'>, locale: TLocale): string {
  return categoryNames(category, locale).primary.text;
}
