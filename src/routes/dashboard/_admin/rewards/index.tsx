import { createFileRoute } from '@tanstack/react-router';
import { RewardsListPage } from '../../../../features/dashboard-rewards/components/rewards-list-page';
import { dashboardRewardsSearchSchema } from '../../../../features/dashboard-rewards/dashboard-rewards-search';

/** The administrator's rewards (docs/product.md §2): search and page in the URL. */
export const Route = createFileRoute('/dashboard/_admin/rewards/')({
  staticData: { dashboard: true },
  validateSearch: dashboardRewardsSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, search: search.search }),
  loader: async ({ context: { queryClient }, deps }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { dashboardRewardListQueryOptions } = await import('../../../../features/dashboard-rewards/api/dashboard-rewards.queries');
    // prefetchQuery never throws: the page shows its own "Failed to load rewards".
    await queryClient.prefetchQuery(dashboardRewardListQueryOptions(deps));
  },
  component: RewardsListPage,
});
