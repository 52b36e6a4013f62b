import { ScreenPlaceholder } from '../../../../../components/screen-placeholder';
import { assertIdParams } from '../../../../../lib/route-params';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/categories/$id/edit')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['id']),
  component: DashboardCategoryEditRoute,
});

function DashboardCategoryEditRoute() {
  return <ScreenPlaceholder screen="dashboardCategoryEdit" />;
}
