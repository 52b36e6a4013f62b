import type { TCategory } from '../../../../contract/categories';

/** Every category of the tree by id, parents and children alike. */
export function indexCategories(categories: readonly TCategory[] | undefined): Map<number, TCategory> {
  const index = new Map<number, TCategory>();
  const visit = (list: readonly TCategory[]) => {
    for (const category of list) {
      index.set(category.id, category);
      if (category.children) visit(category.children);
    }
  };
  visit(categories ?? []);
  return index;
}
