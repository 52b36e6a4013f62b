import { ScreenPlaceholder } from '../../../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/events/create')({
  staticData: { dashboard: true },
  component: DashboardEventCreateRoute,
});

function DashboardEventCreateRoute() {
  return <ScreenPlaceholder screen="dashboardEventCreate" />;
}
