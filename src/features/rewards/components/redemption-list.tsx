import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TRedemption, TRedemptionStatus } from '../../../../contract/rewards';
import { GiftIcon } from '../../../components/wallet-icons';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { redemptionsInfiniteQueryOptions } from '../api/rewards.queries';
import { formatShortDate } from '../rewards-format';
import { EmptyState } from '../../../components/empty-state.plain';
import { PagedList } from './list-states';
import { PAGE_ALIGNED_TEXT } from '../../../components/page-aligned-text';

const STATUS: Record<TRedemptionStatus, { label: MessageDescriptor; palette: string }> = {
  pending: { label: msg`Pending`, palette: 'orange' },
  fulfilled: { label: msg`Fulfilled`, palette: 'green' },
  cancelled: { label: msg`Cancelled`, palette: 'gray' },
};

function RedemptionRow({ redemption }: { redemption: TRedemption }) {
  const { i18n } = useLingui();
  const locale = useAppLocale();
  const status = STATUS[redemption.status];
  const cost = formatCoins(redemption.cost, locale);
  const date = formatShortDate(redemption.redeemed_at, locale);
  return (
    <HStack as="li" justify="space-between" align="flex-start" gap="3" px="4" py="3" bg="white" data-testid="redemption-row">
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold" {...PAGE_ALIGNED_TEXT}>
          {redemption.reward.title}
        </Text>
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text fontFamily="mono" dir="ltr" color="fg">
            {redemption.code}
          </Text>
          <Text aria-hidden="true">·</Text>
          <Text>{date}</Text>
        </HStack>
      </Stack>
      <Stack gap="1" align="flex-end" flexShrink="0">
        <Badge colorPalette={status.palette} variant="subtle">
          {i18n._(status.label)}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          <Trans>{cost} coins</Trans>
        </Text>
      </Stack>
    </HStack>
  );
}

/** The user's redemptions: reward, code, status, date (docs/product.md §3 "Redemption"). */
export function RedemptionList({ online }: { online: boolean }) {
  const query = useInfiniteQuery(redemptionsInfiniteQueryOptions());
  return (
    <PagedList
      query={query}
      rowsOf={(page) => page.redemptions}
      online={online}
      pendingRows={2}
      errorTitle={<Trans>Failed to fetch redemptions</Trans>}
      empty={
        <EmptyState icon={<GiftIcon boxSize="8" color="brand.fg" />} title={<Trans>No redemptions yet</Trans>}>
          <Text color="fg.muted">
            <Trans>Rewards you redeem show up here with their code.</Trans>
          </Text>
        </EmptyState>
      }
      renderRow={(redemption) => <RedemptionRow key={redemption.id} redemption={redemption} />}
    />
  );
}
