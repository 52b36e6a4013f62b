import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePathFor } from '../../lib/guards';

/**
 * /dashboard opens the screen the role works from (docs/product.md §2): outside the admin-only layout,
 * so door staff land on their scanner list instead of a refusal.
 */
export const Route = createFileRoute('/dashboard/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: homePathFor(context.user) });
  },
  staticData: { dashboard: true },
});
