import { createFileRoute } from '@tanstack/react-router';
import { userStatsQueryOptions } from '../../features/account/api/account.queries';
import { PROFILE_TABS } from '../../features/account/profile-tabs';
import { ProfilePage } from '../../features/account/components/profile-page';
import { oneOf, searchSchema } from '../../lib/search-params';

export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: searchSchema({ tab: oneOf(PROFILE_TABS) }),
  // prefetchQuery never throws: the page shows its own "Failed to fetch statistics".
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(userStatsQueryOptions()),
  component: ProfilePage,
});
