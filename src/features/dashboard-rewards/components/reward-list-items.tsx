import { Box, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TAdminReward } from '../../../../contract/admin-people';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { PencilIcon } from '../../../components/dashboard/dashboard-icons';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';
import { localizedTitle } from '../../../lib/localized-text';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { RewardCost, RewardStatusBadges, RewardValidity } from './reward-facts';

type RewardListItemsProps = {
  rewards: TAdminReward[];
};

/** The rewards as a table on desktop and as stacked cards on a phone. */
export function RewardListItems({ rewards }: RewardListItemsProps) {
  const { t } = useLingui();
  return (
    <>
      <Box hideBelow="lg">
        <DataTable
          label={t`Rewards`}
          minW="4xl"
          head={
            <>
              <HeaderCell>
                <Trans>Reward</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Cost</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Validity</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Status</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Redeemed</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Pending</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Actions</Trans>
              </HeaderCell>
            </>
          }
        >
          {rewards.map((reward) => (
            <Row key={reward.id}>
              <Cell>
                <Box maxW="xs">
                  <RewardTitleLink reward={reward} />
                </Box>
              </Cell>
              <Cell numeric>
                <RewardCost reward={reward} />
              </Cell>
              <Cell>
                <RewardValidity reward={reward} />
              </Cell>
              <Cell>
                <RewardStatusBadges reward={reward} />
              </Cell>
              <Cell numeric>
                <Count value={reward.redemptions_count} />
              </Cell>
              <Cell numeric>
                <PendingCount reward={reward} />
              </Cell>
              <Cell>
                <RewardRowActions reward={reward} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="lg" aria-label={t`Rewards`}>
        {rewards.map((reward) => (
          <li key={reward.id}>
            <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Box minW="0">
                  <RewardTitleLink reward={reward} />
                </Box>
                <RewardStatusBadges reward={reward} />
              </HStack>
              <CardFields>
                <CardField label={<Trans>Cost</Trans>}>
                  <RewardCost reward={reward} />
                </CardField>
                <CardField label={<Trans>Validity</Trans>}>
                  <RewardValidity reward={reward} />
                </CardField>
                <CardField label={<Trans>Redeemed</Trans>}>
                  <Count value={reward.redemptions_count} />
                </CardField>
                <CardField label={<Trans>Pending</Trans>}>
                  <PendingCount reward={reward} />
                </CardField>
              </CardFields>
              <RewardRowActions reward={reward} />
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
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
        <Link to="/dashboard/rewards/$id/edit" params={params} search={{ tab: 'redemptions', status: reward.pending_count > 0 ? 'pending' : undefined }} aria-label={t`Redemptions of ${title}`}>
          <Trans>Redemptions</Trans>
        </Link>
      </Button>
    </HStack>
  );
}
