import { createFileRoute } from '@tanstack/react-router';
import { RewardsPage } from '../../features/rewards/components/rewards-page';
import { REWARDS_TABS } from '../../features/rewards/rewards-tabs';
import { oneOf, searchSchema } from '../../lib/search-params';

/** docs/product.md §2: guests are sent to /login (the `_authenticated` layout). */
export const Route = createFileRoute('/_authenticated/rewards')({
  validateSearch: searchSchema({ tab: oneOf(REWARDS_TABS) }),
  loader: async ({ context: { queryClient } }) => {
    // Imported on first use: the rewards code loads with the screen (its loader is split with it, build/plugins.ts).
    const { rewardsQueryOptions } = await import('../../features/rewards/api/rewards.queries');
    // prefetchQuery never throws: the page shows its own "Failed to load rewards". Offline the fetch
    // would wait for the network, and the page must still open and say it is offline.
    const prefetch = queryClient.prefetchQuery(rewardsQueryOptions());
    if (navigator.onLine) await prefetch;
  },
  component: RewardsPage,
});
