import { Button, Container, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../../components/dashboard/load-failure';
import { EmptyState } from '../../../components/empty-state.plain';
import { AlertIcon, ArrowStartIcon } from '../../../components/icons';
import { PageTabs } from '../../../components/page-tabs';
import { usePageTitle } from '../../../components/use-page-title';
import { dashboardUserQueryOptions } from '../api/dashboard-users.queries';
import { DEFAULT_USER_DETAIL_TAB, parseUserId, USER_DETAIL_TABS, type TUserDetailTab } from '../dashboard-users-search';
import { UserBookingsTab } from './user-bookings-tab';
import { UserCoinsTab } from './user-coins-tab';
import { UserHeader } from './user-header';
import { UserInvoicesTab } from './user-invoices-tab';
import { UserProfileTab } from './user-profile-tab';
import { UserRedemptionsTab } from './user-redemptions-tab';

const routeApi = getRouteApi('/dashboard/_admin/users/$id');

const TAB_LABELS: Record<TUserDetailTab, ReactNode> = {
  profile: <Trans>Profile</Trans>,
  bookings: <Trans>Bookings</Trans>,
  invoices: <Trans>Invoices</Trans>,
  coins: <Trans>Coins</Trans>,
  rewards: <Trans>Rewards</Trans>,
};

/** /dashboard/users/{id} (docs/product.md §2): the user's header and tabs; an id that is not one says so. */
export function UserDetailPage() {
  const { id } = routeApi.useParams();
  const userId = parseUserId(id);
  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ps="1">
          <Link to="/dashboard/users">
            <ArrowStartIcon />
            <Trans>All users</Trans>
          </Link>
        </Button>
        {userId === null ? <InvalidUserId /> : <UserDetail userId={userId} />}
      </Stack>
    </Container>
  );
}

function InvalidUserId() {
  const { t } = useLingui();
  usePageTitle(t`Invalid user ID`);
  return (
    <EmptyState icon={<AlertIcon boxSize="8" color="fg.error" />} title={<Trans>Invalid user ID</Trans>}>
      <Text color="fg.muted">
        <Trans>This address does not name a user. Find the user in the list instead.</Trans>
      </Text>
    </EmptyState>
  );
}

function UserDetail({ userId }: { userId: number }) {
  const { t } = useLingui();
  const { tab = DEFAULT_USER_DETAIL_TAB, page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const detail = useQuery(dashboardUserQueryOptions(userId));
  usePageTitle(detail.data ? detail.data.user.name : t`User details`);

  function selectTab(value: TUserDetailTab) {
    // The page belongs to the tab it was turned on: another tab starts at its first page.
    void navigate({ search: { tab: value === DEFAULT_USER_DETAIL_TAB ? undefined : value }, replace: true, resetScroll: false });
  }

  function showPage(next: number) {
    void navigate({ search: (current) => ({ ...current, page: next > 1 ? next : undefined }), resetScroll: false });
  }

  if (detail.isPending) {
    return (
      <HStack gap="4" align="flex-start" role="status" aria-busy="true" aria-label={t`Loading the user`}>
        <Skeleton boxSize="12" rounded="full" flexShrink="0" />
        <Stack gap="2" flex="1">
          <Skeleton h="9" w={{ base: 'full', md: 'md' }} />
          <Skeleton h="5" w={{ base: '3/4', md: 'sm' }} />
        </Stack>
      </HStack>
    );
  }
  if (detail.isError) {
    return (
      <LoadFailure title={<Trans>Failed to load user details</Trans>} error={detail.error} retrying={detail.isFetching} onRetry={() => void detail.refetch()} />
    );
  }

  const { user, stats } = detail.data;
  const tabProps = { userId, page, onPageChange: showPage };
  return (
    <>
      <UserHeader user={user} />
      <PageTabs tabs={USER_DETAIL_TABS} labels={TAB_LABELS} value={tab} onChange={selectTab}>
        <Tabs.Content value="profile" pt={{ base: '5', md: '6' }}>
          <UserProfileTab user={user} stats={stats} />
        </Tabs.Content>
        <Tabs.Content value="bookings" pt={{ base: '5', md: '6' }}>
          <UserBookingsTab {...tabProps} />
        </Tabs.Content>
        <Tabs.Content value="invoices" pt={{ base: '5', md: '6' }}>
          <UserInvoicesTab {...tabProps} />
        </Tabs.Content>
        <Tabs.Content value="coins" pt={{ base: '5', md: '6' }}>
          <UserCoinsTab {...tabProps} />
        </Tabs.Content>
        <Tabs.Content value="rewards" pt={{ base: '5', md: '6' }}>
          <UserRedemptionsTab {...tabProps} />
        </Tabs.Content>
      </PageTabs>
    </>
  );
}
