import { Box, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { TReward, TRewardListResponse } from '../../../../contract/rewards';
import { GiftIcon } from '../../../components/wallet-icons';
import { EmptyState } from '../../../components/empty-state.plain';
import { ListError, ListPending } from './list-states';
import { RedeemDialog } from './redeem-dialog';
import { RewardCard } from './reward-card';

type RewardsListProps = {
  query: UseQueryResult<TRewardListResponse['data']>;
  online: boolean;
};

/** The rewards grid with the redeem confirmation; "Failed to load rewards" when the list cannot load. */
export function RewardsList({ query, online }: RewardsListProps) {
  const [redeeming, setRedeeming] = useState<TReward | null>(null);
  if (query.isPending && query.fetchStatus !== 'paused') return <ListPending rows={3} height="40" />;
  if (query.isPending || query.isError) {
    return <ListError title={<Trans>Failed to load rewards</Trans>} offline={!online} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  const { rewards, balance } = query.data;
  if (rewards.length === 0) {
    return (
      <EmptyState icon={<GiftIcon boxSize="8" color="brand.fg" />} title={<Trans>No rewards yet</Trans>}>
        <Text color="fg.muted">
          <Trans>New rewards are added from time to time. Keep collecting coins.</Trans>
        </Text>
      </EmptyState>
    );
  }
  return (
    <>
      <Box
        as="ul"
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }}
        gap="4"
      >
        {rewards.map((reward) => (
          <RewardCard key={reward.id} reward={reward} balance={balance} onRedeem={setRedeeming} />
        ))}
      </Box>
      <RedeemDialog reward={redeeming} balance={balance} onClose={() => setRedeeming(null)} />
    </>
  );
}
