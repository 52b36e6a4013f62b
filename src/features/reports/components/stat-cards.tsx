import { chakra, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TAdminReport } from '../../../../contract/admin-people';
import { formatOMR } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';

/**
 * On a phone the three counts share a row and each amount, the longest figures, gets a row of its own; from `sm` the
 * two amounts share one; on a desktop all five cards are in a row.
 */
const SIX_COLUMNS = 'repeat(6, minmax(0, 1fr))';
const FIVE_COLUMNS = 'repeat(5, minmax(0, 1fr))';
const SPAN_TWO = 'span 2';
const SPAN_THREE = 'span 3';
const SPAN_SIX = 'span 6';
const GRID_COLUMNS = { base: SIX_COLUMNS, lg: FIVE_COLUMNS };
const COUNT_SPAN = { base: SPAN_TWO, lg: 'auto' };
const AMOUNT_SPAN = { base: SPAN_SIX, sm: SPAN_THREE, lg: 'auto' };

type StatCardsProps = {
  report: TAdminReport;
  period: string;
};

/**
 * docs/product.md §2: counts of users, events and bookings (all time, as the API counts them), the
 * earnings of the range in OMR and what promo codes took off paid orders in it (§10 Promo codes); checkouts still
 * waiting for payment apart, never in earnings (§10).
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
        <StatCard label={<Trans>Promo discounts</Trans>} value={formatOMR(report.discounts, locale)} hint={period} wide testId="report-discounts" />
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
  /** An amount: a row of its own on a phone. */
  wide?: boolean;
  testId?: string;
};

function StatCard({ label, value, hint, wide = false, testId }: StatCardProps) {
  return (
    <Stack
      gap="1"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      p={{ base: '3', md: '5' }}
      minW="0"
      gridColumn={wide ? AMOUNT_SPAN : COUNT_SPAN}
      data-testid={testId}
    >
      <chakra.dt color="fg.muted" fontSize="sm" fontWeight="medium">
        {label}
      </chakra.dt>
      <chakra.dd
        fontSize={{ base: 'lg', sm: 'xl', md: '2xl' }}
        fontWeight="bold"
        color="brand.fg"
        lineHeight="short"
        overflowWrap="break-word"
        fontVariantNumeric="tabular-nums"
      >
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
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} h={{ base: '24', md: '28' }} rounded="xl" gridColumn={index >= 3 ? AMOUNT_SPAN : COUNT_SPAN} />
      ))}
    </Grid>
  );
}
