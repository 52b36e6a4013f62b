import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { userStatsQueryOptions } from '../../features/account/api/account.queries';
import { PROFILE_TABS } from '../../features/account/profile-tabs';
import { ProfilePage } from '../../features/account/components/profile-page';

export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: z.object({ tab: z.catch(z.optional(z.enum(PROFILE_TABS)), undefined) }),
  // prefetchQuery never throws: the page shows its own "Failed to fetch statistics".
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(userStatsQueryOptions()),
  component: ProfilePage,
});
