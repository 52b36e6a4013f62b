import { chakra, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TAdminReport } from '../../../../contract/admin-people';
import { formatOMR } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';

const THREE_COLUMNS = 'repeat(3, minmax(0, 1fr))';
const FOUR_COLUMNS = 'repeat(4, minmax(0, 1fr))';
/** On a phone the three counts share a row and the amount, the longest figure, gets a row of its own. */
const GRID_COLUMNS = { base: THREE_COLUMNS, lg: FOUR_COLUMNS };
const FULL_ROW = '1 / -1';

type StatCardsProps = {
  report: TAdminReport;
  period: string;
};

/**
 * docs/product.md §2: counts of users, events and bookings (all time, as the API counts them) and the
 * earnings of the range in OMR; checkouts still waiting for payment apart, never in earnings (§10).
 */
export function StatCards({ report, period }: StatCardsProps) {
  const locale = useAppLocale();
  return (
    <Stack gap="2">
      <Grid as="dl" templateColumns={GRID_COLUMNS} gap={{ base: '3', md: '4' }}>
        <StatCard label={<Trans>Users</Trans>} value={formatCount(report.users, locale)} hint={<Trans>All time</Trans>} />
        <StatCard label={<Trans>Events</Trans>} value={formatCount(report.events, locale)} hint={<Trans>All time</Trans>} />
        <StatCard label={<Trans>Bookings</Trans>} value={formatCount(report.bookings, locale)} hint={<Trans>All time</Trans>} />
        <StatCard label={<Trans>Earnings</Trans>} value={formatOMR(report.earnings, locale)} hint={period} wide />
      </Grid>
      <PendingHolds holds={report.pending_holds} />
    </Stack>
  );
}

/** Checkouts holding seats now: what they would bring once paid, shown apart from earnings. */
function PendingHolds({ holds }: { holds: TAdminReport['pending_holds'] }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  if (holds.orders === 0) return null;
  const orders = formatCount(holds.orders, locale);
  const seats = formatCount(holds.seats, locale);
  const amount = formatOMR(holds.amount, locale);
  const orderCount = holds.orders;
  const seatCount = holds.seats;
  const ordersText = plural(orderCount, { one: `${orders} order`, other: `${orders} orders` });
  const seatsText = plural(seatCount, { one: `${seats} seat`, other: `${seats} seats` });
  return (
    <chakra.p color="fg.muted" fontSize="sm" data-testid="pending-holds">
      {t`Waiting for payment now: ${ordersText}, ${seatsText}, ${amount}. Not counted in earnings until paid.`}
    </chakra.p>
  );
}

type StatCardProps = {
  label: ReactNode;
  value: string;
  hint: ReactNode;
  /** A row of its own on a phone. */
  wide?: boolean;
};

function StatCard({ label, value, hint, wide = false }: StatCardProps) {
  return (
    <Stack gap="1" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p={{ base: '3', md: '5' }} minW="0" gridColumn={wide ? { base: FULL_ROW, lg: 'auto' } : undefined}>
      <chakra.dt color="fg.muted" fontSize="sm" fontWeight="medium">
        {label}
      </chakra.dt>
      <chakra.dd fontSize={{ base: 'lg', sm: 'xl', md: '2xl' }} fontWeight="bold" color="brand.fg" lineHeight="short" overflowWrap="break-word" fontVariantNumeric="tabular-nums">
        {value}
      </chakra.dd>
      <chakra.dd color="fg.muted" fontSize="xs">
        {hint}
      </chakra.dd>
    </Stack>
  );
}

/** The cards' shape while the report loads. */
export function StatCardsSkeleton() {
  return (
    <Grid templateColumns={GRID_COLUMNS} gap={{ base: '3', md: '4' }}>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} h={{ base: '24', md: '28' }} rounded="xl" gridColumn={index === 3 ? { base: FULL_ROW, lg: 'auto' } : undefined} />
      ))}
    </Grid>
  );
}
