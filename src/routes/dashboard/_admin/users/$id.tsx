import { ScreenPlaceholder } from '../../../../components/screen-placeholder';
import { assertIdParams } from '../../../../lib/route-params';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/users/$id')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['id']),
  component: DashboardUserDetailRoute,
});

function DashboardUserDetailRoute() {
  return <ScreenPlaceholder screen="dashboardUserDetail" />;
}
