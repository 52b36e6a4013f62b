import { createFileRoute } from '@tanstack/react-router';
import { RewardEditPage } from '../../../../../features/dashboard-rewards/components/reward-form-pages';
import { rewardEditSearchSchema } from '../../../../../features/dashboard-rewards/dashboard-rewards-search';
import { assertIdParams } from '../../../../../lib/route-params';

/** A reward's form and (`?tab=redemptions`, with status and page) its redemptions (docs/product.md §2). */
export const Route = createFileRoute('/dashboard/_admin/rewards/$id/edit')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['id']),
  validateSearch: rewardEditSearchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab, status: search.status, page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { dashboardRewardQueryOptions, rewardRedemptionsQueryOptions, seedRewardFromLists } =
      await import('../../../../../features/dashboard-rewards/api/dashboard-rewards.queries');
    const rewardId = Number(params.id);
    seedRewardFromLists(queryClient, rewardId);
    // prefetchQuery never throws: the page shows its own failure states.
    await Promise.all([
      queryClient.prefetchQuery(dashboardRewardQueryOptions(rewardId)),
      deps.tab === 'redemptions' ? queryClient.prefetchQuery(rewardRedemptionsQueryOptions(rewardId, { page: deps.page, status: deps.status })) : null,
    ]);
  },
  component: RewardEditPage,
});
