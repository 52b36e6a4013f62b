import type { QueryClient } from '@tanstack/react-query';
import { categoryKeys } from '../../../lib/categories';
import { adminCategoryKeys } from './admin-categories.queries';

/**
 * After a category changes, the dashboard tree and every public category list (menus, filters, the
 * explore block) are stale. Resolves once the queries on screen have refetched.
 */
export async function invalidateCategories(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
    queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  ]);
}
