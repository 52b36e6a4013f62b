import { ScreenPlaceholder } from '../../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/reports')({
  staticData: { dashboard: true },
  component: DashboardReportsRoute,
});

function DashboardReportsRoute() {
  return <ScreenPlaceholder screen="dashboardReports" />;
}
