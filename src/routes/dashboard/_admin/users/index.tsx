import { createFileRoute } from '@tanstack/react-router';
import { UsersListPage } from '../../../../features/dashboard-users/components/users-list-page';
import { usersListFilters, dashboardUsersSearchSchema } from '../../../../features/dashboard-users/dashboard-users-search';

/** The administrator's users (docs/product.md §2): search, role and page in the URL. */
export const Route = createFileRoute('/dashboard/_admin/users/')({
  staticData: { dashboard: true },
  validateSearch: dashboardUsersSearchSchema,
  loaderDeps: ({ search }) => usersListFilters(search),
  loader: async ({ context: { queryClient }, deps }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { dashboardUserListQueryOptions } = await import('../../../../features/dashboard-users/api/dashboard-users.queries');
    // prefetchQuery never throws: the page shows its own "Failed to load users".
    await queryClient.prefetchQuery(dashboardUserListQueryOptions(deps));
  },
  component: UsersListPage,
});
