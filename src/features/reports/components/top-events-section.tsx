import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminReport } from '../../../../contract/admin-people';
import { formatOMR } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { localizedName } from '../localized-name';
import { amount } from '../report-data';
import { topEventsSummary } from '../report-summary';
import { BarRowsChart } from './bar-rows-chart';
import { ChartCell, ChartHeaderCell, ChartRow, ChartRowHeader, ChartTable } from './chart-table';
import { ReportSection, SectionEmpty } from './report-section';

type TopEventsSectionProps = {
  events: TAdminReport['top_events'];
  period: string;
};

/** The events that earned most in the range, as bars, with their bookings in the table. */
export function TopEventsSection({ events, period }: TopEventsSectionProps) {
  const { i18n } = useLingui();
  const locale = useAppLocale();
  const rows = events.map((event) => ({
    key: event.event_id,
    label: localizedName(event, locale),
    value: amount(event.revenue),
    valueLabel: formatOMR(event.revenue, locale),
  }));

  return (
    <ReportSection title={<Trans>Top events by revenue</Trans>} description={period}>
      {events.length === 0 ? (
        <SectionEmpty>
          <Trans>No sales in this range.</Trans>
        </SectionEmpty>
      ) : (
        <>
          <BarRowsChart rows={rows} locale={locale} summary={topEventsSummary(i18n, locale, events)} />
          <ChartTable
            caption={<Trans>Top events by revenue, {period}</Trans>}
            head={
              <>
                <ChartHeaderCell>
                  <Trans>Event</Trans>
                </ChartHeaderCell>
                <ChartHeaderCell numeric>
                  <Trans>Bookings</Trans>
                </ChartHeaderCell>
                <ChartHeaderCell numeric>
                  <Trans>Revenue</Trans>
                </ChartHeaderCell>
              </>
            }
          >
            {events.map((event, index) => (
              <ChartRow key={event.event_id}>
                <ChartRowHeader>
                  <bdi>{rows[index]?.label}</bdi>
                </ChartRowHeader>
                <ChartCell numeric>{formatCount(event.bookings, locale)}</ChartCell>
                <ChartCell numeric>{formatOMR(event.revenue, locale)}</ChartCell>
              </ChartRow>
            ))}
          </ChartTable>
        </>
      )}
    </ReportSection>
  );
}
