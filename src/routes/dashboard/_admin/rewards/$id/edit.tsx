import { ScreenPlaceholder } from '../../../../../components/screen-placeholder';
import { assertIdParams } from '../../../../../lib/route-params';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/rewards/$id/edit')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['id']),
  component: DashboardRewardEditRoute,
});

function DashboardRewardEditRoute() {
  return <ScreenPlaceholder screen="dashboardRewardEdit" />;
}
