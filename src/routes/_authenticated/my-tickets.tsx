import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/my-tickets')({
  component: MyTicketsRoute,
});

function MyTicketsRoute() {
  return <ScreenPlaceholder screen="myTickets" />;
}
