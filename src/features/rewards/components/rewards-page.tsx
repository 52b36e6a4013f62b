import { Box, Container, Heading, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from '../../../lib/atoms';
import type { ReactNode } from 'react';
import { CoinIcon } from '../../../components/icons';
import { PageTabs } from '../../../components/page-tabs';
import { usePageTitle } from '../../../components/use-page-title';
import { formatCoins } from '../../../lib/money';
import { onlineAtom, useAppLocale } from '../../../lib/store';
import { rewardsQueryOptions } from '../api/rewards.queries';
import { REWARDS_TABS, type TRewardsTab } from '../rewards-tabs';
import { CoinHistory } from './coin-history';
import { RedemptionList } from './redemption-list';
import { RewardsList } from './rewards-list';

const routeApi = getRouteApi('/_authenticated/rewards');

const TAB_LABELS: Record<TRewardsTab, ReactNode> = {
  rewards: <Trans>Rewards</Trans>,
  history: <Trans>Coins history</Trans>,
  redemptions: <Trans>My redemptions</Trans>,
};

/** /rewards (docs/product.md §2): the coin balance, rewards to redeem, the coins history and my redemptions. */
export function RewardsPage() {
  const { t } = useLingui();
  usePageTitle(t`Rewards`);
  const locale = useAppLocale();
  const online = useAtomValue(onlineAtom);
  const { tab = 'rewards' } = routeApi.useSearch();
  const { user } = routeApi.useRouteContext();
  const navigate = useNavigate();
  const rewards = useQuery(rewardsQueryOptions());
  // The list answers with the balance; until then (or offline) the signed-in user's own figure.
  const balance = formatCoins(rewards.data?.balance ?? user.coins, locale);

  function selectTab(value: TRewardsTab) {
    void navigate({ to: '/rewards', search: { tab: value === 'rewards' ? undefined : value }, replace: true });
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="4">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
              <Trans>Rewards</Trans>
            </Heading>
            <Text color="fg.muted">
              <Trans>Earn coins with every booking and check-in, then spend them on rewards.</Trans>
            </Text>
          </Stack>
          <HStack gap="3" bg="sand.100" color="sand.950" rounded="xl" px="5" py="3" borderWidth="1px" borderColor="sand.200" flexShrink="0" role="status">
            <CoinIcon boxSize="7" color="sand.600" />
            <Box>
              <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="sand.800">
                <Trans>Your balance</Trans>
              </Text>
              {rewards.isPending && rewards.fetchStatus === 'fetching' ? (
                <Skeleton h="8" w="24" />
              ) : (
                <Text fontSize="2xl" fontWeight="bold" lineHeight="short" data-testid="rewards-balance">
                  <Trans>{balance} coins</Trans>
                </Text>
              )}
            </Box>
          </HStack>
        </Stack>
        <PageTabs tabs={REWARDS_TABS} labels={TAB_LABELS} value={tab} onChange={selectTab}>
          <Tabs.Content value="rewards" pt="5">
            <RewardsList query={rewards} online={online} />
          </Tabs.Content>
          <Tabs.Content value="history" pt="5">
            <CoinHistory online={online} />
          </Tabs.Content>
          <Tabs.Content value="redemptions" pt="5">
            <RedemptionList online={online} />
          </Tabs.Content>
        </PageTabs>
      </Stack>
    </Container>
  );
}
