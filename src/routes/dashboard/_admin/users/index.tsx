import { ScreenPlaceholder } from '../../../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/users/')({
  staticData: { dashboard: true },
  component: DashboardUsersRoute,
});

function DashboardUsersRoute() {
  return <ScreenPlaceholder screen="dashboardUsers" />;
}
