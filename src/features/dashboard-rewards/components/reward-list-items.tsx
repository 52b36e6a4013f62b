import { Box, Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TAdminReward } from '../../../../contract/admin-people';
import { PencilIcon } from '../../../components/dashboard/dashboard-icons';
import { RecordList, type RecordColumn } from '../../../components/dashboard/record-list';
import { localizedTitle } from '../../../lib/localized-text';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { RewardCost, RewardStatusBadges, RewardValidity } from './reward-facts';

/* A reward's cells (docs/product.md §3 Reward): the rewards list is the one place rewards are listed. */
const COLUMNS: RecordColumn<TAdminReward>[] = [
  {
    id: 'reward',
    header: msg`Reward`,
    card: 'title',
    cell: (reward) => (
      <Box maxW="xs">
        <RewardTitleLink reward={reward} />
      </Box>
    ),
    cardCell: (reward) => <RewardTitleLink reward={reward} />,
  },
  { id: 'cost', header: msg`Cost`, numeric: true, cell: (reward) => <RewardCost reward={reward} /> },
  { id: 'validity', header: msg`Validity`, cell: (reward) => <RewardValidity reward={reward} /> },
  { id: 'status', header: msg`Status`, card: 'badge', cell: (reward) => <RewardStatusBadges reward={reward} /> },
  { id: 'redeemed', header: msg`Redeemed`, numeric: true, cell: (reward) => <Count value={reward.redemptions_count} /> },
  { id: 'pending', header: msg`Pending`, numeric: true, cell: (reward) => <PendingCount reward={reward} /> },
  { id: 'actions', header: msg`Actions`, card: 'actions', cell: (reward) => <RewardRowActions reward={reward} /> },
];

/** The rewards as a table on desktop and as stacked cards on a phone. */
export function RewardListItems({ rewards }: { rewards: TAdminReward[] }) {
  const { t } = useLingui();
  return <RecordList label={t`Rewards`} rows={rewards} columns={COLUMNS} minW="4xl" />;
}

function RewardTitleLink({ reward }: { reward: TAdminReward }) {
  const locale = useAppLocale();
  return (
    <ChakraLink asChild fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
      <Link to="/dashboard/rewards/$id/edit" params={{ id: String(reward.id) }}>
        <bdi>{localizedTitle(reward, locale)}</bdi>
      </Link>
    </ChakraLink>
  );
}

function Count({ value }: { value: number }) {
  return <>{formatCount(value, useAppLocale())}</>;
}

/** Pending redemptions wait for staff: a number above zero stands out. */
function PendingCount({ reward }: { reward: TAdminReward }) {
  const count = formatCount(reward.pending_count, useAppLocale());
  return reward.pending_count > 0 ? (
    <Text as="span" fontWeight="bold" color="orange.700">
      {count}
    </Text>
  ) : (
    <>{count}</>
  );
}

function RewardRowActions({ reward }: { reward: TAdminReward }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const title = localizedTitle(reward, locale);
  const params = { id: String(reward.id) };
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild variant="outline" size="xs">
        <Link to="/dashboard/rewards/$id/edit" params={params} aria-label={t`Edit ${title}`}>
          <PencilIcon />
          <Trans>Edit</Trans>
        </Link>
      </Button>
      <Button asChild variant="outline" size="xs">
        <Link
          to="/dashboard/rewards/$id/edit"
          params={params}
          search={{ tab: 'redemptions', status: reward.pending_count > 0 ? 'pending' : undefined }}
          aria-label={t`Redemptions of ${title}`}
        >
          <Trans>Redemptions</Trans>
        </Link>
      </Button>
    </HStack>
  );
}
