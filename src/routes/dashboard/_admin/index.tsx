import { createFileRoute, redirect } from '@tanstack/react-router';

/** /dashboard opens the events list. */
export const Route = createFileRoute('/dashboard/_admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/events' });
  },
  staticData: { dashboard: true },
});
