import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ListSkeleton, LoadFailure } from '../../../components/dashboard/load-failure';
import { ListPageFrame } from '../../../components/dashboard/list-page-frame';
import { Pager } from '../../../components/dashboard/pager';
import { SearchInput } from '../../../components/dashboard/search-input';
import { EmptyState } from '../../../components/empty-state.plain';
import { usePageTitle } from '../../../components/use-page-title';
import { GiftIcon, PlusIcon } from '../../../components/wallet-icons';
import { dashboardRewardListQueryOptions } from '../api/dashboard-rewards.queries';
import { RewardListItems } from './reward-list-items';

const routeApi = getRouteApi('/dashboard/_admin/rewards/');

/** /dashboard/rewards (docs/product.md §2): every reward, active or not, with what was redeemed; search and pages. */
export function RewardsListPage() {
  const { t } = useLingui();
  usePageTitle(t`Rewards`);
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const query = useQuery(dashboardRewardListQueryOptions({ page: search.page ?? 1, search: search.search }));

  function searchRewards(text: string) {
    // docs/product.md §4: a new search starts again at page 1.
    void navigate({ search: { search: text === '' ? undefined : text }, replace: true, resetScroll: false });
  }

  return (
    <ListPageFrame
      title={<Trans>Rewards</Trans>}
      action={
        <Button asChild>
          <Link to="/dashboard/rewards/create">
            <PlusIcon />
            <Trans>Create reward</Trans>
          </Link>
        </Button>
      }
    >
      <SearchInput value={search.search ?? ''} onChange={searchRewards} label={t`Search rewards`} placeholder={t`Search by title`} />
      {query.isPending ? (
        <ListSkeleton label={t`Loading rewards`} />
      ) : query.isError ? (
        <LoadFailure title={<Trans>Failed to load rewards</Trans>} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : query.data.rewards.length === 0 ? (
        <EmptyState framed icon={<GiftIcon boxSize="6" />} title={search.search ? <Trans>No rewards match your search</Trans> : <Trans>No rewards yet</Trans>}>
          {search.search ? (
            <Button variant="outline" onClick={() => searchRewards('')}>
              <Trans>Clear search</Trans>
            </Button>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              <Trans>Create a reward users can buy with the coins they earn.</Trans>
            </Text>
          )}
        </EmptyState>
      ) : (
        <Stack gap="4" aria-busy={query.isPlaceholderData}>
          <RewardListItems rewards={query.data.rewards} />
          <Pager
            pagination={query.data.pagination}
            busy={query.isPlaceholderData}
            onPageChange={(next) => void navigate({ search: (current) => ({ ...current, page: next === 1 ? undefined : next }) })}
          />
        </Stack>
      )}
    </ListPageFrame>
  );
}
