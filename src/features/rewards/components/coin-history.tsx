import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TCoinTransaction } from '../../../../contract/coins';
import { CoinIcon } from '../../../components/icons';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { transactionsInfiniteQueryOptions } from '../api/rewards.queries';
import { ledgerRowMessage, LEDGER_KIND_LABELS } from '../../../lib/ledger-wording';
import { formatShortDate, toHundredths } from '../rewards-format';
import { EmptyState } from '../../../components/empty-state.plain';
import { PagedList } from './list-states';

function LedgerRow({ row }: { row: TCoinTransaction }) {
  const { i18n } = useLingui();
  const locale = useAppLocale();
  const earned = toHundredths(row.earned) > 0;
  const amount = formatCoins(earned ? row.earned : row.spent, locale);
  const balance = formatCoins(row.balance, locale);
  return (
    <HStack as="li" justify="space-between" align="flex-start" gap="3" px="4" py="3" bg="white" data-testid="ledger-row">
      <Stack gap="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Badge variant="subtle" colorPalette={earned ? 'green' : 'sand'}>
            {i18n._(LEDGER_KIND_LABELS[row.kind])}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            {formatShortDate(row.date, locale)}
          </Text>
        </HStack>
        {/* A sentence in the reader's language (names inside are isolated), so it follows the page. */}
        <Text fontSize="sm" textAlign="start">
          {i18n._(ledgerRowMessage(row))}
        </Text>
      </Stack>
      <Stack gap="0.5" align="flex-end" flexShrink="0" textAlign="end">
        <Text fontWeight="bold" color={earned ? 'green.700' : 'red.700'} css={{ unicodeBidi: 'isolate' }}>
          {earned ? <Trans>Earned {amount}</Trans> : <Trans>Spent {amount}</Trans>}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          <Trans>Balance {balance}</Trans>
        </Text>
      </Stack>
    </HStack>
  );
}

/** The coin ledger: date, what moved the coins, earned or spent, balance after (docs/product.md §3 "Coin transaction"). */
export function CoinHistory({ online }: { online: boolean }) {
  const query = useInfiniteQuery(transactionsInfiniteQueryOptions());
  return (
    <PagedList
      query={query}
      rowsOf={(page) => page.transactions}
      online={online}
      pendingRows={4}
      errorTitle={<Trans>Failed to fetch transactions</Trans>}
      empty={
        <EmptyState icon={<CoinIcon boxSize="8" color="sand.600" />} title={<Trans>No coins yet</Trans>}>
          <Text color="fg.muted">
            <Trans>Book tickets and check in at events to earn coins.</Trans>
          </Text>
        </EmptyState>
      }
      renderRow={(row) => <LedgerRow key={row.id} row={row} />}
    />
  );
}
