import { createFileRoute } from '@tanstack/react-router';
import { rewardsQueryOptions } from '../../features/rewards/api/rewards.queries';
import { RewardsPage } from '../../features/rewards/components/rewards-page';
import { REWARDS_TABS } from '../../features/rewards/rewards-tabs';
import { oneOf, searchSchema } from '../../lib/search-params';

/** docs/product.md §2: guests are sent to /login (the `_authenticated` layout). */
export const Route = createFileRoute('/_authenticated/rewards')({
  validateSearch: searchSchema({ tab: oneOf(REWARDS_TABS) }),
  // The loader is split with the screen (build/plugins.ts), so what it imports loads with the rewards code.
  loader: async ({ context: { queryClient } }) => {
    // prefetchQuery never throws: the page shows its own "Failed to load rewards". Offline the fetch
    // would wait for the network, and the page must still open and say it is offline.
    const prefetch = queryClient.prefetchQuery(rewardsQueryOptions());
    if (navigator.onLine) await prefetch;
  },
  component: RewardsPage,
});
