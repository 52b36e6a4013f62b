import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../../../features/dashboard-categories/components/categories-page';

export const Route = createFileRoute('/dashboard/_admin/categories/')({
  staticData: { dashboard: true },
  loader: async ({ context: { queryClient } }) => {
    // Imported here, not at the top: loaders stay in the entry chunk, the dashboard code must not.
    const { adminCategoryTreeQueryOptions } = await import('../../../../features/dashboard-categories/api/admin-categories.queries');
    // prefetchQuery never throws: the page shows its own "Failed to load categories".
    await queryClient.prefetchQuery(adminCategoryTreeQueryOptions());
  },
  component: CategoriesPage,
});
