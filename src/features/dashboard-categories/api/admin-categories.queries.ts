import { queryOptions } from '@tanstack/react-query';
import { ZAdminCategoryTreeResponseSchema } from '../../../../contract/admin-catalogue';
import { apiGet } from '../../../lib/api-client';

/** The administrator's category tree (both languages, event counts); edits invalidate `all`. */
export const adminCategoryKeys = {
  all: ['admin', 'categories'] as const,
  tree: () => [...adminCategoryKeys.all, 'tree'] as const,
};

/** GET /api/admin/categories: the whole tree. */
export function adminCategoryTreeQueryOptions() {
  return queryOptions({
    queryKey: adminCategoryKeys.tree(),
    queryFn: async ({ signal }) => (await apiGet('admin/categories', ZAdminCategoryTreeResponseSchema, undefined, { signal })).data.categories,
  });
}
