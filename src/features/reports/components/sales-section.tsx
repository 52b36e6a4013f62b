import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminReport } from '../../../../contract/admin-people';
import { CsvExportButton } from '../../../components/csv-export-button';
import { csvFilename } from '../../../lib/download';
import { formatOMR } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { salesByDay, salesTotals, type TSalesDay } from '../report-data';
import { formatDay, formatDayRange } from '../report-dates';
import type { TReportRange } from '../report-range';
import { salesSummary } from '../report-summary';
import type { TSalesMetric } from '../reports-search';
import { ChartCell, ChartHeaderCell, ChartRow, ChartRowHeader, ChartTable } from './chart-table';
import { ReportSection, SectionEmpty } from './report-section';
import { SalesChart } from './sales-chart';

type SalesSectionProps = {
  report: TAdminReport;
  range: TReportRange;
  metric: TSalesMetric;
  onMetricChange: (metric: TSalesMetric) => void;
  /** Nothing sold in the range: a message instead of a flat chart. */
  empty: boolean;
};

/** Sales per day: a chart of earnings or bookings, its table, and the table as CSV. */
export function SalesSection({ report, range, metric, onMetricChange, empty }: SalesSectionProps) {
  const { t, i18n } = useLingui();
  const locale = useAppLocale();
  const days = salesByDay(report.sales_per_day, range);
  const period = formatDayRange(range, locale);

  return (
    <ReportSection
      title={<Trans>Sales per day</Trans>}
      description={period}
      actions={
        <HStack gap="2" wrap="wrap">
          <HStack gap="1" role="group" aria-label={t`Chart shows`}>
            <Button
              size="sm"
              variant={metric === 'earnings' ? 'solid' : 'outline'}
              aria-pressed={metric === 'earnings'}
              onClick={() => onMetricChange('earnings')}
            >
              <Trans>Earnings</Trans>
            </Button>
            <Button
              size="sm"
              variant={metric === 'bookings' ? 'solid' : 'outline'}
              aria-pressed={metric === 'bookings'}
              onClick={() => onMetricChange('bookings')}
            >
              <Trans>Bookings</Trans>
            </Button>
          </HStack>
          <CsvExportButton path="admin/reports/sales.csv" searchParams={range} filename={csvFilename(['sales', range.from, range.to])} />
        </HStack>
      }
    >
      {empty ? (
        <SectionEmpty>
          <Trans>No sales in this range.</Trans>
        </SectionEmpty>
      ) : (
        <>
          <SalesChart days={days} metric={metric} locale={locale} summary={salesSummary(i18n, locale, days, metric, range)} />
          <SalesTable days={days} period={period} />
        </>
      )}
    </ReportSection>
  );
}

/** Every day of the range with its bookings and earnings, and the totals: the chart's numbers. */
function SalesTable({ days, period }: { days: readonly TSalesDay[]; period: string }) {
  const locale = useAppLocale();
  const totals = salesTotals(days);
  return (
    <ChartTable
      caption={<Trans>Sales per day, {period}</Trans>}
      head={
        <>
          <ChartHeaderCell>
            <Trans>Date</Trans>
          </ChartHeaderCell>
          <ChartHeaderCell numeric>
            <Trans>Bookings</Trans>
          </ChartHeaderCell>
          <ChartHeaderCell numeric>
            <Trans>Earnings</Trans>
          </ChartHeaderCell>
        </>
      }
      foot={
        <>
          <ChartRowHeader>
            <Trans>Total</Trans>
          </ChartRowHeader>
          <ChartCell numeric>{formatCount(totals.bookings, locale)}</ChartCell>
          <ChartCell numeric>{formatOMR(totals.earnings, locale)}</ChartCell>
        </>
      }
    >
      {days.map((day) => (
        <ChartRow key={day.date}>
          <ChartRowHeader nowrap>{formatDay(day.date, locale)}</ChartRowHeader>
          <ChartCell numeric>{formatCount(day.bookings, locale)}</ChartCell>
          <ChartCell numeric>{formatOMR(day.earningsText, locale)}</ChartCell>
        </ChartRow>
      ))}
    </ChartTable>
  );
}
