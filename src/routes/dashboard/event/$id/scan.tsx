import { ScreenPlaceholder } from '../../../../components/screen-placeholder';
import { assertIdParams } from '../../../../lib/route-params';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/event/$id/scan')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['id']),
  component: DashboardScanRoute,
});

function DashboardScanRoute() {
  return <ScreenPlaceholder screen="dashboardScan" />;
}
