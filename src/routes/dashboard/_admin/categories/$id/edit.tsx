import { createFileRoute } from '@tanstack/react-router';
import { CategoryEditPage } from '../../../../../features/dashboard-categories/components/category-edit-page';
import { assertIdParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/dashboard/_admin/categories/$id/edit')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['id']),
  loader: async ({ context: { queryClient } }) => {
    const { adminCategoryTreeQueryOptions } = await import('../../../../../features/dashboard-categories/api/admin-categories.queries');
    await queryClient.prefetchQuery(adminCategoryTreeQueryOptions());
  },
  component: CategoryEditPage,
});
