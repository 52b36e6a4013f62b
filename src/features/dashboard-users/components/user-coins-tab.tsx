import { Badge, chakra, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TCoinTransaction } from '../../../../contract/coins';
import { parseCoinHundredths } from '../../../../contract/money';
import { RecordList, type RecordColumn } from '../../../components/dashboard/record-list';
import { CoinIcon } from '../../../components/icons';
import { formatShortDate } from '../../../lib/dates';
import { LEDGER_KIND_LABELS, ledgerRowMessage } from '../../../lib/ledger-wording';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { userTransactionsQueryOptions } from '../api/dashboard-users.queries';
import { PagedRecords } from '../../../components/dashboard/paged-records';

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
      <PagedRecords
        query={query}
        loadingLabel={t`Loading transactions`}
        failureTitle={<Trans>Failed to fetch transactions</Trans>}
        isEmpty={(data) => data.transactions.length === 0}
        emptyIcon={<CoinIcon boxSize="6" />}
        emptyTitle={<Trans>No coins yet</Trans>}
        onPageChange={onPageChange}
      >
        {(data) => <RecordList label={t`Coins history`} rows={data.transactions} columns={COLUMNS} minW="3xl" cardsBelow="md" />}
      </PagedRecords>
    </Stack>
  );
}

/* A ledger row's cells (docs/product.md §3 Coin transaction): the newest first, the row's date beside what it was on a card. */
const COLUMNS: RecordColumn<TCoinTransaction>[] = [
  {
    id: 'date',
    header: msg`Date`,
    card: 'badge',
    cell: (row) => <RowDate row={row} />,
    cardCell: (row) => (
      <Text fontSize="xs" color="fg.muted">
        <RowDate row={row} />
      </Text>
    ),
  },
  { id: 'what', header: msg`What`, card: 'title', cell: (row) => <What row={row} /> },
  { id: 'earned', header: msg`Earned`, numeric: true, cell: (row) => <Amount coins={row.earned} /> },
  { id: 'spent', header: msg`Spent`, numeric: true, cell: (row) => <Amount coins={row.spent} /> },
  { id: 'balance', header: msg`Balance`, numeric: true, cell: (row) => <Amount coins={row.balance} always /> },
];

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
