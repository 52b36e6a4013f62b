import { ScreenPlaceholder } from '../../../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/events/')({
  staticData: { dashboard: true },
  component: DashboardEventsRoute,
});

function DashboardEventsRoute() {
  return <ScreenPlaceholder screen="dashboardEvents" />;
}
