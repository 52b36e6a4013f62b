import { Badge, chakra, HStack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TAdminReward } from '../../../../contract/admin-people';
import { formatShortDate } from '../../../lib/dates';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { rewardWindow, type TRewardWindow } from '../reward-window';

/** The facts of a reward shared by the list's table and cards and the edit page. */

export function RewardCost({ reward }: { reward: TAdminReward }) {
  const cost = formatCoins(reward.cost, useAppLocale());
  return (
    <Text as="span" whiteSpace="nowrap">
      <Trans>{cost} coins</Trans>
    </Text>
  );
}

/** The window in Muscat days: "Mar 5, 2026 – Apr 1, 2026", "From …", "Until …" or "Always". */
export function RewardValidity({ reward }: { reward: TAdminReward }) {
  const locale = useAppLocale();
  const from = reward.valid_from ? formatShortDate(reward.valid_from, locale) : null;
  const until = reward.valid_until ? formatShortDate(reward.valid_until, locale) : null;
  if (from && until) {
    return (
      <Trans>
        <chakra.time dateTime={reward.valid_from ?? undefined}>{from}</chakra.time> –{' '}
        <chakra.time dateTime={reward.valid_until ?? undefined}>{until}</chakra.time>
      </Trans>
    );
  }
  if (from) return <Trans>From {from}</Trans>;
  if (until) return <Trans>Until {until}</Trans>;
  return <Trans>Always</Trans>;
}

const WINDOW_BADGES: Partial<Record<TRewardWindow, MessageDescriptor>> = {
  upcoming: msg`Not started`,
  ended: msg`Ended`,
};

/** Active or Inactive, and whether its window has not opened yet or is over (it then cannot be redeemed). */
export function RewardStatusBadges({ reward }: { reward: TAdminReward }) {
  const { i18n } = useLingui();
  // Read once a mount: the list is not a clock.
  const [now] = useState(() => new Date());
  const windowBadge = WINDOW_BADGES[rewardWindow(reward, now)];
  return (
    <HStack gap="1.5" wrap="wrap">
      {reward.active ? (
        <Badge colorPalette="green" variant="subtle">
          <Trans>Active</Trans>
        </Badge>
      ) : (
        <Badge colorPalette="gray" variant="subtle">
          <Trans>Inactive</Trans>
        </Badge>
      )}
      {windowBadge ? (
        <Badge colorPalette="orange" variant="outline">
          {i18n._(windowBadge)}
        </Badge>
      ) : null}
    </HStack>
  );
}
