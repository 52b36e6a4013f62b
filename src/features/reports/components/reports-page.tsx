import { Box, Container, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { TAdminReport } from '../../../../contract/admin-people';
import { LoadFailure } from '../../../components/dashboard/load-failure';
import { usePageTitle } from '../../../components/use-page-title';
import { muscatDay } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';
import { reportStatsQueryOptions } from '../api/reports.queries';
import { hasSales } from '../report-data';
import { formatDayRange } from '../report-dates';
import { rangeSearch, resolveRange, type TReportRange } from '../report-range';
import type { TSalesMetric } from '../reports-search';
import { CheckInsSection } from './check-ins-section';
import { CoinsSection } from './coins-section';
import { RangePicker } from './range-picker';
import { SalesSection } from './sales-section';
import { StatCards, StatCardsSkeleton } from './stat-cards';
import { TopEventsSection } from './top-events-section';

const routeApi = getRouteApi('/dashboard/_admin/reports');

const ONE_COLUMN = 'minmax(0, 1fr)';
const TWO_COLUMNS = 'repeat(2, minmax(0, 1fr))';
const SECTION_COLUMNS = { base: ONE_COLUMN, lg: TWO_COLUMNS };

/**
 * /dashboard/reports (docs/product.md §2): the counts, then sales per day, top events, door progress and
 * coins for a range of Muscat days kept in the URL.
 */
export function ReportsPage() {
  const { t } = useLingui();
  usePageTitle(t`Reports`);
  const locale = useAppLocale();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const today = muscatDay(new Date());
  const range = resolveRange(search, today);
  const metric = search.metric ?? 'earnings';
  const query = useQuery(reportStatsQueryOptions(range));

  function changeRange(next: TReportRange) {
    void navigate({ search: (current) => ({ ...current, ...rangeSearch(next, today) }), replace: true, resetScroll: false });
  }

  function changeMetric(next: TSalesMetric) {
    void navigate({ search: (current) => ({ ...current, metric: next === 'earnings' ? undefined : next }), replace: true, resetScroll: false });
  }

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
            <Trans>Reports</Trans>
          </Heading>
          <Text color="fg.muted">{formatDayRange(range, locale)}</Text>
        </Stack>
        <RangePicker key={`${range.from}:${range.to}`} range={range} today={today} onChange={changeRange} />
        {query.isPending ? (
          <ReportSkeleton label={t`Loading statistics`} />
        ) : query.isError ? (
          <LoadFailure title={<Trans>Failed to fetch statistics</Trans>} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        ) : (
          <Box aria-busy={query.isPlaceholderData} opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
            <Report report={query.data} range={range} metric={metric} onMetricChange={changeMetric} />
          </Box>
        )}
      </Stack>
    </Container>
  );
}

type ReportProps = {
  report: TAdminReport;
  range: TReportRange;
  metric: TSalesMetric;
  onMetricChange: (metric: TSalesMetric) => void;
};

function Report({ report, range, metric, onMetricChange }: ReportProps) {
  const locale = useAppLocale();
  const period = formatDayRange(range, locale);
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <StatCards report={report} period={period} />
      <SalesSection report={report} range={range} metric={metric} onMetricChange={onMetricChange} empty={!hasSales(report)} />
      <Grid templateColumns={SECTION_COLUMNS} gap={{ base: '4', md: '6' }} alignItems="start">
        <TopEventsSection events={report.top_events} period={period} />
        <CoinsSection coins={report.coins} period={period} />
      </Grid>
      <CheckInsSection events={report.check_ins} />
    </Stack>
  );
}

function ReportSkeleton({ label }: { label: string }) {
  return (
    <Stack gap={{ base: '4', md: '6' }} role="status" aria-busy="true" aria-label={label}>
      <StatCardsSkeleton />
      <Skeleton h="80" rounded="xl" />
      <Grid templateColumns={SECTION_COLUMNS} gap={{ base: '4', md: '6' }}>
        <Skeleton h="56" rounded="xl" />
        <Skeleton h="56" rounded="xl" />
      </Grid>
    </Stack>
  );
}
