import { ScreenPlaceholder } from '../../../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/categories/')({
  staticData: { dashboard: true },
  component: DashboardCategoriesRoute,
});

function DashboardCategoriesRoute() {
  return <ScreenPlaceholder screen="dashboardCategories" />;
}
