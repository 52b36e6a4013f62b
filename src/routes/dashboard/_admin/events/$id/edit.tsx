import { ScreenPlaceholder } from '../../../../../components/screen-placeholder';
import { assertIdParams } from '../../../../../lib/route-params';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/events/$id/edit')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['id']),
  component: DashboardEventEditRoute,
});

function DashboardEventEditRoute() {
  return <ScreenPlaceholder screen="dashboardEventEdit" />;
}
