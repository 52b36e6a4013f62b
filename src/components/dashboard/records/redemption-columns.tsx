import { chakra, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TAdminRedemption } from '../../../../contract/admin-people';
import type { TRedemptionStatus } from '../../../../contract/rewards';
import { formatDateTime, formatShortDate } from '../../../lib/dates';
import { inLocale } from '../../../lib/localized-text';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import type { RecordColumn } from '../record-list';
import { RedemptionStatusBadge } from '../redemption-status-badge';

/*
 * A redemption's cells (docs/product.md §3 Redemption), wherever a list of them is drawn: a reward's Redemptions
 * tab (contract/admin-people.ts, who redeemed) and a user's Rewards tab (contract/rewards.ts, the member's shape,
 * which reward). A view picks the columns of its context.
 */

/** What every redemption on the dashboard carries, whichever audience's shape it comes in. */
export type TRedemptionRecord = {
  id: number;
  code: string;
  cost: string;
  status: TRedemptionStatus;
  redeemed_at: string;
  /** The admin's reads both languages; the member's is in the request's language. */
  reward: { id: number; title: string; title_ar?: string };
};

type RedemptionColumnsOptions = {
  /** A reward's own list is worked through at the counter: the time of day tells two redemptions apart. */
  withTime?: boolean;
};

export function redemptionColumns({ withTime = false }: RedemptionColumnsOptions = {}) {
  return {
    holder: {
      id: 'user',
      header: msg`User`,
      card: 'title',
      cell: (redemption) => <Holder user={redemption.user} />,
    } satisfies RecordColumn<Pick<TAdminRedemption, 'user'>>,
    reward: {
      id: 'reward',
      header: msg`Reward`,
      card: 'title',
      cell: (redemption) => <RewardLink reward={redemption.reward} />,
    } satisfies RecordColumn<TRedemptionRecord>,
    code: {
      id: 'code',
      header: msg`Code`,
      cell: (redemption) => (
        <Text as="span" fontFamily="mono" whiteSpace="nowrap" dir="ltr">
          {redemption.code}
        </Text>
      ),
    } satisfies RecordColumn<TRedemptionRecord>,
    cost: {
      id: 'cost',
      header: msg`Cost`,
      numeric: true,
      cell: (redemption) => <Cost coins={redemption.cost} />,
    } satisfies RecordColumn<TRedemptionRecord>,
    status: {
      id: 'status',
      header: msg`Status`,
      card: 'badge',
      cell: (redemption) => <RedemptionStatusBadge status={redemption.status} />,
    } satisfies RecordColumn<TRedemptionRecord>,
    date: {
      id: 'date',
      header: msg`Date`,
      cell: (redemption) => <RedeemedOn at={redemption.redeemed_at} withTime={withTime} />,
    } satisfies RecordColumn<TRedemptionRecord>,
  };
}

function Holder({ user }: { user: TAdminRedemption['user'] }) {
  return (
    <Stack gap="0" minW="0" fontSize="sm">
      <ChakraLink asChild fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
        <Link to="/dashboard/users/$id" params={{ id: String(user.id) }}>
          <bdi>{user.name}</bdi>
        </Link>
      </ChakraLink>
      <Text as="span" color="fg.muted" dir="ltr" overflowWrap="anywhere" unicodeBidi="isolate">
        {user.email}
      </Text>
    </Stack>
  );
}

/** The reward's redemptions, where staff fulfil or cancel this one. */
function RewardLink({ reward }: { reward: TRedemptionRecord['reward'] }) {
  const title = inLocale(reward.title, reward.title_ar ?? '', useAppLocale());
  return (
    <ChakraLink asChild fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
      <Link to="/dashboard/rewards/$id/edit" params={{ id: String(reward.id) }} search={{ tab: 'redemptions' }}>
        <bdi>{title}</bdi>
      </Link>
    </ChakraLink>
  );
}

function Cost({ coins }: { coins: string }) {
  const cost = formatCoins(coins, useAppLocale());
  return (
    <Text as="span" whiteSpace="nowrap">
      <Trans>{cost} coins</Trans>
    </Text>
  );
}

function RedeemedOn({ at, withTime }: { at: string; withTime: boolean }) {
  const locale = useAppLocale();
  return (
    <chakra.time dateTime={at} whiteSpace="nowrap">
      {withTime ? formatDateTime(at, locale) : formatShortDate(at, locale)}
    </chakra.time>
  );
}
