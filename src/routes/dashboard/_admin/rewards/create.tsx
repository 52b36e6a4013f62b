import { ScreenPlaceholder } from '../../../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/rewards/create')({
  staticData: { dashboard: true },
  component: DashboardRewardCreateRoute,
});

function DashboardRewardCreateRoute() {
  return <ScreenPlaceholder screen="dashboardRewardCreate" />;
}
