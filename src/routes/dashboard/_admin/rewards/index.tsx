import { ScreenPlaceholder } from '../../../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/rewards/')({
  staticData: { dashboard: true },
  component: DashboardRewardsRoute,
});

function DashboardRewardsRoute() {
  return <ScreenPlaceholder screen="dashboardRewards" />;
}
