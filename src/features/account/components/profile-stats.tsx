import { Box, createIcon, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CheckIcon, CoinIcon, TicketIcon } from '../../../components/icons';
import { formatCount } from '../../../lib/numbers';
import { formatCoins, formatOMR } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { userStatsQueryOptions } from '../api/account.queries';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const WalletIcon = createIcon({
  displayName: 'WalletIcon',
  path: [
    <path key="body" {...stroke} d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5" />,
    <path key="clasp" {...stroke} d="M17 14h.01" />,
  ],
});

type StatCardProps = {
  label: ReactNode;
  /** undefined while loading, null when the stats could not be fetched. */
  value: string | null | undefined;
  icon: ReactNode;
};

function StatCard({ label, value, icon }: StatCardProps) {
  return (
    <Box bg="bg" rounded="xl" borderWidth="1px" borderColor="border.muted" p={{ base: '4', md: '5' }} minW="0">
      <Stack gap="2">
        <Box color="sand.600" aria-hidden="true">
          {icon}
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton h="8" w="20" />
        ) : (
          <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.fg" truncate>
            {value ?? '—'}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/** docs/product.md §3 "User stats: coin balance, total bookings, active bookings, total spent". */
export function ProfileStats() {
  const locale = useAppLocale();
  const { data, isError } = useQuery(userStatsQueryOptions());
  const unavailable = isError && !data ? null : undefined;
  const count = (value: number | undefined) => (value === undefined ? unavailable : formatCount(value, locale));
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
        <StatCard icon={<CoinIcon boxSize="5" />} label={<Trans>Coin balance</Trans>} value={data ? formatCoins(data.coins, locale) : unavailable} />
        <StatCard icon={<TicketIcon boxSize="5" />} label={<Trans>Total bookings</Trans>} value={count(data?.total_bookings)} />
        <StatCard icon={<CheckIcon boxSize="5" />} label={<Trans>Active bookings</Trans>} value={count(data?.active_bookings)} />
        <StatCard icon={<WalletIcon boxSize="5" />} label={<Trans>Total spent</Trans>} value={data ? formatOMR(data.total_spent, locale) : unavailable} />
      </SimpleGrid>
      {unavailable === null ? (
        <Text fontSize="sm" color="fg.error">
          <Trans>Failed to fetch statistics</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
