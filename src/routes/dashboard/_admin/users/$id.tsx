import { createFileRoute } from '@tanstack/react-router';
import { UserDetailPage } from '../../../../features/dashboard-users/components/user-detail-page';
import { parseUserId, userDetailSearchSchema } from '../../../../features/dashboard-users/dashboard-users-search';

/**
 * A user's page (docs/product.md §2): header and tabs Profile, Bookings, Invoices, Coins, Rewards (tab and
 * page in the URL). An id that is not one still renders the page, which says "Invalid user ID" (§8).
 */
export const Route = createFileRoute('/dashboard/_admin/users/$id')({
  staticData: { dashboard: true },
  validateSearch: userDetailSearchSchema,
  loader: async ({ context: { queryClient }, params }) => {
    const userId = parseUserId(params.id);
    if (userId === null) return;
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { dashboardUserQueryOptions } = await import('../../../../features/dashboard-users/api/dashboard-users.queries');
    // prefetchQuery never throws: the page shows its own "Failed to load user details".
    await queryClient.prefetchQuery(dashboardUserQueryOptions(userId));
  },
  component: UserDetailPage,
});
