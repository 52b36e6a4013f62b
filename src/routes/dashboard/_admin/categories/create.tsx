import { ScreenPlaceholder } from '../../../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/categories/create')({
  staticData: { dashboard: true },
  component: DashboardCategoryCreateRoute,
});

function DashboardCategoryCreateRoute() {
  return <ScreenPlaceholder screen="dashboardCategoryCreate" />;
}
