import { queryOptions } from '@tanstack/react-query';
import { ZCategoryListResponseSchema } from '../../../../contract/categories';
import { apiGet } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/categories';

/** docs/product.md §9: the explore block shows the first 6 categories. */
export const EXPLORE_CATEGORIES_COUNT = 6;

/** GET /api/categories?hierarchical=1&per_page=6: the first top-level categories, with children. */
export function exploreCategoriesQueryOptions() {
  return queryOptions({
    // Under categoryKeys.all, so the dashboard's category edits refresh this block too.
    queryKey: [...categoryKeys.all, 'explore', EXPLORE_CATEGORIES_COUNT] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          'categories',
          ZCategoryListResponseSchema,
          { hierarchical: 1, per_page: EXPLORE_CATEGORIES_COUNT },
          { signal },
        )
      ).data.categories,
    staleTime: 5 * 60_000,
  });
}
