import { Box, chakra, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TRedemption } from '../../../../contract/rewards';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';
import { RedemptionStatusBadge } from '../../../components/dashboard/redemption-status-badge';
import { GiftIcon } from '../../../components/wallet-icons';
import { formatShortDate } from '../../../lib/dates';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { userRedemptionsQueryOptions } from '../api/dashboard-users.queries';
import { PagedTab } from './paged-tab';

type UserRedemptionsTabProps = {
  userId: number;
  page: number;
  onPageChange: (page: number) => void;
};

/** The Rewards tab: what the user redeemed, each linked to its reward's redemptions to fulfil or cancel it. */
export function UserRedemptionsTab({ userId, page, onPageChange }: UserRedemptionsTabProps) {
  const { t } = useLingui();
  const query = useQuery(userRedemptionsQueryOptions(userId, page));
  return (
    <PagedTab
      query={query}
      loadingLabel={t`Loading redemptions`}
      failureTitle={<Trans>Failed to fetch redemptions</Trans>}
      isEmpty={(data) => data.redemptions.length === 0}
      emptyIcon={<GiftIcon boxSize="6" />}
      emptyTitle={<Trans>No redemptions yet</Trans>}
      onPageChange={onPageChange}
    >
      {(data) => <RedemptionList redemptions={data.redemptions} />}
    </PagedTab>
  );
}

function RedemptionList({ redemptions }: { redemptions: TRedemption[] }) {
  const { t } = useLingui();
  return (
    <>
      <Box hideBelow="md">
        <DataTable
          label={t`Redemptions`}
          minW="2xl"
          head={
            <>
              <HeaderCell>
                <Trans>Reward</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Code</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Cost</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Status</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Date</Trans>
              </HeaderCell>
            </>
          }
        >
          {redemptions.map((redemption) => (
            <Row key={redemption.id}>
              <Cell>
                <RewardLink redemption={redemption} />
              </Cell>
              <Cell>
                <Code redemption={redemption} />
              </Cell>
              <Cell numeric>
                <Cost redemption={redemption} />
              </Cell>
              <Cell>
                <RedemptionStatusBadge status={redemption.status} />
              </Cell>
              <Cell>
                <RedeemedOn redemption={redemption} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="md" aria-label={t`Redemptions`}>
        {redemptions.map((redemption) => (
          <li key={redemption.id}>
            <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
              <HStack justify="space-between" align="flex-start" gap="3">
                <RewardLink redemption={redemption} />
                <RedemptionStatusBadge status={redemption.status} />
              </HStack>
              <CardFields>
                <CardField label={<Trans>Code</Trans>}>
                  <Code redemption={redemption} />
                </CardField>
                <CardField label={<Trans>Cost</Trans>}>
                  <Cost redemption={redemption} />
                </CardField>
                <CardField label={<Trans>Date</Trans>}>
                  <RedeemedOn redemption={redemption} />
                </CardField>
              </CardFields>
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
}

function RewardLink({ redemption }: { redemption: TRedemption }) {
  return (
    <ChakraLink asChild fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
      <Link to="/dashboard/rewards/$id/edit" params={{ id: String(redemption.reward.id) }} search={{ tab: 'redemptions' }}>
        <bdi>{redemption.reward.title}</bdi>
      </Link>
    </ChakraLink>
  );
}

function Code({ redemption }: { redemption: TRedemption }) {
  return (
    <Text as="span" fontFamily="mono" whiteSpace="nowrap" dir="ltr">
      {redemption.code}
    </Text>
  );
}

function Cost({ redemption }: { redemption: TRedemption }) {
  const cost = formatCoins(redemption.cost, useAppLocale());
  return (
    <Text as="span" whiteSpace="nowrap">
      <Trans>{cost} coins</Trans>
    </Text>
  );
}

function RedeemedOn({ redemption }: { redemption: TRedemption }) {
  const locale = useAppLocale();
  return (
    <chakra.time dateTime={redemption.redeemed_at} whiteSpace="nowrap">
      {formatShortDate(redemption.redeemed_at, locale)}
    </chakra.time>
  );
}
