import { Badge, Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TCoinTransaction } from '../../../../contract/coins';
import { parseCoinHundredths } from '../../../../contract/money';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';
import { CoinIcon } from '../../../components/icons';
import { formatShortDate } from '../../../lib/dates';
import { LEDGER_KIND_LABELS, ledgerRowMessage } from '../../../lib/ledger-wording';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { userTransactionsQueryOptions } from '../api/dashboard-users.queries';
import { PagedTab } from './paged-tab';

type UserCoinsTabProps = {
  userId: number;
  page: number;
  onPageChange: (page: number) => void;
};

/** The Coins tab: the user's ledger, worded in the reader's language as the user's own history is. */
export function UserCoinsTab({ userId, page, onPageChange }: UserCoinsTabProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const query = useQuery(userTransactionsQueryOptions(userId, page));
  const balance = query.data ? formatCoins(query.data.balance, locale) : null;
  return (
    <Stack gap="4">
      {balance === null ? null : (
        <Text fontWeight="semibold">
          <Trans>Balance: {balance} coins</Trans>
        </Text>
      )}
      <PagedTab
        query={query}
        loadingLabel={t`Loading transactions`}
        failureTitle={<Trans>Failed to fetch transactions</Trans>}
        isEmpty={(data) => data.transactions.length === 0}
        emptyIcon={<CoinIcon boxSize="6" />}
        emptyTitle={<Trans>No coins yet</Trans>}
        onPageChange={onPageChange}
      >
        {(data) => <LedgerList rows={data.transactions} />}
      </PagedTab>
    </Stack>
  );
}

function LedgerList({ rows }: { rows: TCoinTransaction[] }) {
  const { t } = useLingui();
  return (
    <>
      <Box hideBelow="md">
        <DataTable
          label={t`Coins history`}
          minW="3xl"
          head={
            <>
              <HeaderCell>
                <Trans>Date</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>What</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Earned</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Spent</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Balance</Trans>
              </HeaderCell>
            </>
          }
        >
          {rows.map((row) => (
            <Row key={row.id}>
              <Cell>
                <RowDate row={row} />
              </Cell>
              <Cell>
                <What row={row} />
              </Cell>
              <Cell numeric>
                <Amount coins={row.earned} />
              </Cell>
              <Cell numeric>
                <Amount coins={row.spent} />
              </Cell>
              <Cell numeric>
                <Amount coins={row.balance} always />
              </Cell>
            </Row>
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="md" aria-label={t`Coins history`}>
        {rows.map((row) => (
          <li key={row.id}>
            <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
              <HStack justify="space-between" align="flex-start" gap="3">
                <What row={row} />
                <Text fontSize="xs" color="fg.muted" flexShrink="0">
                  <RowDate row={row} />
                </Text>
              </HStack>
              <CardFields>
                <CardField label={<Trans>Earned</Trans>}>
                  <Amount coins={row.earned} />
                </CardField>
                <CardField label={<Trans>Spent</Trans>}>
                  <Amount coins={row.spent} />
                </CardField>
                <CardField label={<Trans>Balance</Trans>}>
                  <Amount coins={row.balance} always />
                </CardField>
              </CardFields>
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
}

function RowDate({ row }: { row: TCoinTransaction }) {
  const locale = useAppLocale();
  return (
    <chakra.time dateTime={row.date} whiteSpace="nowrap">
      {formatShortDate(row.date, locale)}
    </chakra.time>
  );
}

/** The kind as a tag and the row as a sentence in the reader's language (lib/ledger-wording.ts). */
function What({ row }: { row: TCoinTransaction }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="1" minW="0" align="flex-start">
      <Badge variant="subtle" colorPalette="sand">
        {i18n._(LEDGER_KIND_LABELS[row.kind])}
      </Badge>
      <Text fontSize="sm" textAlign="start">
        {i18n._(ledgerRowMessage(row))}
      </Text>
    </Stack>
  );
}

/** Coins with two decimals; a zero earned or spent is muted, so the column that moved stands out. */
function Amount({ coins, always = false }: { coins: string; always?: boolean }) {
  const locale = useAppLocale();
  const muted = !always && (parseCoinHundredths(coins) ?? 0) === 0;
  return (
    <Text as="span" whiteSpace="nowrap" color={muted ? 'fg.muted' : undefined}>
      {formatCoins(coins, locale)}
    </Text>
  );
}
