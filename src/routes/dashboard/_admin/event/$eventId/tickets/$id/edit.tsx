import { ScreenPlaceholder } from '../../../../../../../components/screen-placeholder';
import { assertIdParams } from '../../../../../../../lib/route-params';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_admin/event/$eventId/tickets/$id/edit')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['eventId', 'id']),
  component: DashboardTicketEditRoute,
});

function DashboardTicketEditRoute() {
  return <ScreenPlaceholder screen="dashboardTicketEdit" />;
}
