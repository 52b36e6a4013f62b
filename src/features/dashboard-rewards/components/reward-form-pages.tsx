import { Button, Container, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormPageFrame } from '../../../components/dashboard/form-page-frame';
import { FormSkeleton, LoadFailure } from '../../../components/dashboard/load-failure';
import { EmptyState } from '../../../components/empty-state.plain';
import { AlertIcon, ArrowStartIcon } from '../../../components/icons';
import { PageTabs } from '../../../components/page-tabs';
import { usePageTitle } from '../../../components/use-page-title';
import { localizedTitle } from '../../../lib/localized-text';
import { useAppLocale } from '../../../lib/store';
import { dashboardRewardQueryOptions } from '../api/dashboard-rewards.queries';
import { DEFAULT_REWARD_EDIT_TAB, REWARD_EDIT_TABS, type TRewardEditTab } from '../dashboard-rewards-search';
import { DeleteRewardButton } from './delete-reward-button';
import { RewardStatusBadges } from './reward-facts';
import { RewardForm } from './reward-form';
import { RewardRedemptionsView } from './reward-redemptions-view';

/** The way back, as the element itself: `Button asChild` styles the link it is given. */
function backToRewards() {
  return (
    <Link to="/dashboard/rewards">
      <ArrowStartIcon />
      <Trans>All rewards</Trans>
    </Link>
  );
}

/** /dashboard/rewards/create */
export function RewardCreatePage() {
  const { t } = useLingui();
  usePageTitle(t`Create reward`);
  return (
    <FormPageFrame back={backToRewards()} title={<Trans>Create reward</Trans>}>
      <RewardForm />
    </FormPageFrame>
  );
}

const editRouteApi = getRouteApi('/dashboard/_admin/rewards/$id/edit');

const TAB_LABELS: Record<TRewardEditTab, ReactNode> = {
  details: <Trans>Details</Trans>,
  redemptions: <Trans>Redemptions</Trans>,
};

/** /dashboard/rewards/{id}/edit: the form, Delete, and (`?tab=redemptions`) the reward's redemptions to hand over. */
export function RewardEditPage() {
  const { t } = useLingui();
  const locale = useAppLocale();
  // The route's beforeLoad already refused an id that is not a positive 32-bit integer (404).
  const rewardId = Number(editRouteApi.useParams().id);
  const { tab = DEFAULT_REWARD_EDIT_TAB, status, page = 1 } = editRouteApi.useSearch();
  const navigate = editRouteApi.useNavigate();
  const query = useQuery(dashboardRewardQueryOptions(rewardId));
  const reward = query.data ?? null;
  usePageTitle(reward ? localizedTitle(reward, locale) : t`Edit reward`);

  function selectTab(value: TRewardEditTab) {
    // The status filter and page belong to the redemptions: the form starts without them.
    void navigate({ search: { tab: value === DEFAULT_REWARD_EDIT_TAB ? undefined : value }, replace: true, resetScroll: false });
  }

  let content: ReactNode;
  if (query.isPending) content = <FormSkeleton label={t`Loading the reward`} />;
  else if (query.isError) {
    content = (
      <LoadFailure title={<Trans>Failed to load the reward</Trans>} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  } else if (!reward) {
    content = (
      <EmptyState icon={<AlertIcon boxSize="8" color="fg.error" />} title={<Trans>Reward not found</Trans>}>
        <Text color="fg.muted">
          <Trans>This reward could not be found.</Trans>
        </Text>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1.5" minW="0">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg" textAlign="start" overflowWrap="anywhere">
              <bdi>{localizedTitle(reward, locale)}</bdi>
            </Heading>
            <RewardStatusBadges reward={reward} />
          </Stack>
          <DeleteRewardButton reward={reward} />
        </HStack>
        <PageTabs tabs={REWARD_EDIT_TABS} labels={TAB_LABELS} value={tab} onChange={selectTab}>
          <Tabs.Content value="details" pt={{ base: '5', md: '6' }}>
            {/* A save or a deactivation changes the reward: the form starts again from what the server holds. */}
            <RewardForm key={reward.updated_at} reward={reward} />
          </Tabs.Content>
          <Tabs.Content value="redemptions" pt={{ base: '5', md: '6' }}>
            <RewardRedemptionsView
              rewardId={reward.id}
              status={status}
              page={page}
              onStatusChange={(next) =>
                void navigate({ search: (current) => ({ ...current, status: next, page: undefined }), replace: true, resetScroll: false })
              }
              onPageChange={(next) => void navigate({ search: (current) => ({ ...current, page: next > 1 ? next : undefined }), resetScroll: false })}
            />
          </Tabs.Content>
        </PageTabs>
      </>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ps="1">
          {backToRewards()}
        </Button>
        {reward ? null : (
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg" textAlign="start">
            <Trans>Edit reward</Trans>
          </Heading>
        )}
        {content}
      </Stack>
    </Container>
  );
}
