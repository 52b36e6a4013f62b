import { HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatCoins } from '../lib/money';
import type { TUser } from '../lib/session';
import { useAppLocale } from '../lib/store';
import { CoinIcon } from './icons';

type CoinBalanceProps = {
  user: TUser;
};

export function CoinBalance({ user }: CoinBalanceProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const coins = formatCoins(user.coins, locale);
  return (
    <HStack
      gap={{ base: '1', sm: '1.5' }}
      px={{ base: '2', sm: '2.5' }}
      py="1"
      rounded="full"
      bg="sand.100"
      color="sand.900"
      fontWeight="semibold"
      fontSize="sm"
      aria-label={t`Coin balance: ${coins}`}
      title={t`Coin balance`}
    >
      <CoinIcon color="sand.600" />
      <Text as="span">{coins}</Text>
    </HStack>
  );
}
