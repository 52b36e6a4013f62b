import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { lazySchema } from './lazy-schema';

/**
 * Categories are read by the shell (mobile drawer) and by features (filters, explore block), so
 * their queries live in lib/ rather than in one feature.
 */
export const categoryKeys = {
  all: ['categories'] as const,
  tree: () => [...categoryKeys.all, 'tree'] as const,
};

/** docs/product.md §9: the filter category list asks for 100 per page, hierarchical. */
export const CATEGORY_TREE_PAGE_SIZE = 100;

/**
 * GET /api/categories?hierarchical=1&per_page=N: the first N top-level categories, with their children.
 * Keep `queryKey` under categoryKeys.all, so the dashboard's category edits refresh it too.
 */
export function topCategoriesQueryOptions<TKey extends readonly unknown[]>(queryKey: TKey, perPage: number) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      (await apiGet('categories', lazySchema('ZCategoryListResponseSchema'), { hierarchical: 1, per_page: perPage }, { signal })).data.categories,
    staleTime: 5 * 60_000,
  });
}

export function categoryTreeQueryOptions() {
  return topCategoriesQueryOptions(categoryKeys.tree(), CATEGORY_TREE_PAGE_SIZE);
}
