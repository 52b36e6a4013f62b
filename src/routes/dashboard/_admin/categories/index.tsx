import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../../../features/dashboard-categories/components/categories-page';

export const Route = createFileRoute('/dashboard/_admin/categories/')({
  staticData: { dashboard: true },
  loader: async ({ context: { queryClient } }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { adminCategoryTreeQueryOptions } = await import('../../../../features/dashboard-categories/api/admin-categories.queries');
    // prefetchQuery never throws: the page shows its own "Failed to load categories".
    await queryClient.prefetchQuery(adminCategoryTreeQueryOptions());
  },
  component: CategoriesPage,
});
