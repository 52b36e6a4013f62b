import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TReward } from '../../../../contract/rewards';
import { CoinIcon } from '../../../components/icons';
import { GiftIcon } from '../../../components/wallet-icons';
import { formatCoinHundredths } from '../../../../contract/money';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { formatShortDate, toHundredths } from '../rewards-format';
import { PAGE_ALIGNED_TEXT } from '../../../components/page-aligned-text';

type RewardCardProps = {
  reward: TReward;
  balance: string;
  onRedeem: (reward: TReward) => void;
};

function useUnavailableReason(reward: TReward, balance: string): string | null {
  const { t } = useLingui();
  const locale = useAppLocale();
  switch (reward.reason_unavailable) {
    case null:
      return null;
    case 'insufficient_coins': {
      const missing = formatCoins(formatCoinHundredths(Math.max(0, toHundredths(reward.cost) - toHundredths(balance))), locale);
      return t`You need ${missing} more coins.`;
    }
    case 'not_started': {
      const from = reward.valid_from ? formatShortDate(reward.valid_from, locale) : '';
      return t`Available from ${from}.`;
    }
    case 'expired':
      return t`This reward has expired.`;
    case 'inactive':
      return t`This reward is not available.`;
  }
}

/** A reward: what it is, what it costs, when it can be redeemed, and why not when it cannot. */
export function RewardCard({ reward, balance, onRedeem }: RewardCardProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const cost = formatCoins(reward.cost, locale);
  const from = reward.valid_from ? formatShortDate(reward.valid_from, locale) : null;
  const until = reward.valid_until ? formatShortDate(reward.valid_until, locale) : null;
  const reason = useUnavailableReason(reward, balance);
  const reasonId = `reward-${reward.id}-reason`;
  const expired = reward.reason_unavailable === 'expired';
  return (
    <Stack
      as="li"
      gap="4"
      p="5"
      bg={expired ? 'bg.subtle' : 'white'}
      rounded="xl"
      borderWidth="1px"
      borderColor={reward.can_redeem ? 'brand.emphasized' : 'border.muted'}
      boxShadow="xs"
      data-testid="reward-card"
      data-reward-id={reward.id}
      // Expired rewards come last (GET /api/rewards orders them so) and look switched off
      // (docs/product.md §2 Rewards): a sunk background and a disabled button, not opacity, which would take their text
      // below WCAG contrast.
      data-expired={expired ? '' : undefined}
    >
      <HStack gap="3" align="flex-start">
        <Box bg={reward.can_redeem ? 'brand.subtle' : 'bg.muted'} color={reward.can_redeem ? 'brand.fg' : 'fg.muted'} p="2.5" rounded="lg" flexShrink="0">
          <GiftIcon boxSize="5" />
        </Box>
        <Stack gap="1" minW="0" flex="1">
          <Heading as="h3" size="md" {...PAGE_ALIGNED_TEXT}>
            {reward.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" {...PAGE_ALIGNED_TEXT}>
            {reward.description}
          </Text>
        </Stack>
      </HStack>
      <Stack gap="1" fontSize="sm">
        <HStack gap="1.5" fontWeight="bold" fontSize="md" color="sand.900" aria-label={t`Cost: ${cost} coins`}>
          <CoinIcon color="sand.600" />
          <Text as="span">
            <Trans>{cost} coins</Trans>
          </Text>
        </HStack>
        {from && until ? (
          <Text color="fg.muted">
            <Trans>
              Valid {from} to {until}
            </Trans>
          </Text>
        ) : until ? (
          <Text color="fg.muted">
            <Trans>Valid until {until}</Trans>
          </Text>
        ) : from ? (
          <Text color="fg.muted">
            <Trans>Valid from {from}</Trans>
          </Text>
        ) : null}
      </Stack>
      <Stack gap="2" mt="auto">
        {reason ? (
          <Text id={reasonId} fontSize="sm" color={reward.reason_unavailable === 'insufficient_coins' ? 'sand.800' : 'fg.muted'}>
            {reason}
          </Text>
        ) : null}
        <Button type="button" disabled={!reward.can_redeem} aria-describedby={reason ? reasonId : undefined} onClick={() => onRedeem(reward)}>
          <Trans>Redeem</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}
