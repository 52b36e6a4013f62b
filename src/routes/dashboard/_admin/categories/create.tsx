import { createFileRoute } from '@tanstack/react-router';
import { CategoryCreatePage } from '../../../../features/dashboard-categories/components/category-create-page';
import { idParam, searchSchema } from '../../../../lib/search-params';

/** `?parent_id=` preselects the parent ("Add child" on a node); a malformed one is dropped, never an error. */
const categoryCreateSearchSchema = searchSchema({ parent_id: idParam });

export const Route = createFileRoute('/dashboard/_admin/categories/create')({
  staticData: { dashboard: true },
  validateSearch: categoryCreateSearchSchema,
  loader: async ({ context: { queryClient } }) => {
    const { adminCategoryTreeQueryOptions } = await import('../../../../features/dashboard-categories/api/admin-categories.queries');
    await queryClient.prefetchQuery(adminCategoryTreeQueryOptions());
  },
  component: CategoryCreatePage,
});
