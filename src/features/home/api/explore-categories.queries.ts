import { categoryKeys, topCategoriesQueryOptions } from '../../../lib/categories';

/** docs/product.md §9: the explore block shows the first 6 categories. */
export const EXPLORE_CATEGORIES_COUNT = 6;

/** The first top-level categories, with children. */
export function exploreCategoriesQueryOptions() {
  return topCategoriesQueryOptions([...categoryKeys.all, 'explore', EXPLORE_CATEGORIES_COUNT] as const, EXPLORE_CATEGORIES_COUNT);
}
