import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminReport } from '../../../../contract/admin-people';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { amount } from '../report-data';
import { coinsSummary } from '../report-summary';
import { BarRowsChart } from './bar-rows-chart';
import { CHART_COLORS } from './chart-theme';
import { ChartCell, ChartHeaderCell, ChartRow, ChartRowHeader, ChartTable } from './chart-table';
import { ReportSection, SectionEmpty } from './report-section';

type CoinsSectionProps = {
  coins: TAdminReport['coins'];
  period: string;
};

/** Coins given out (purchases, bonuses) against coins spent on rewards, side by side. */
export function CoinsSection({ coins, period }: CoinsSectionProps) {
  const { t, i18n } = useLingui();
  const locale = useAppLocale();
  const issued = formatCoins(coins.issued, locale);
  const spent = formatCoins(coins.spent, locale);
  const none = amount(coins.issued) === 0 && amount(coins.spent) === 0;
  const rows = [
    { key: 'issued', label: t`Issued`, value: amount(coins.issued), valueLabel: issued },
    { key: 'spent', label: t`Spent`, value: amount(coins.spent), valueLabel: spent, color: CHART_COLORS.second },
  ];

  return (
    <ReportSection title={<Trans>Coins issued vs spent</Trans>} description={period}>
      {none ? (
        <SectionEmpty>
          <Trans>No coins were issued or spent in this range.</Trans>
        </SectionEmpty>
      ) : (
        <>
          <BarRowsChart rows={rows} locale={locale} summary={coinsSummary(i18n, locale, coins)} />
          <ChartTable
            caption={<Trans>Coins issued vs spent, {period}</Trans>}
            head={
              <>
                <ChartHeaderCell>
                  <Trans>Coins</Trans>
                </ChartHeaderCell>
                <ChartHeaderCell numeric>
                  <Trans>Amount</Trans>
                </ChartHeaderCell>
              </>
            }
          >
            {rows.map((row) => (
              <ChartRow key={row.key}>
                <ChartRowHeader>{row.label}</ChartRowHeader>
                <ChartCell numeric>{row.valueLabel}</ChartCell>
              </ChartRow>
            ))}
          </ChartTable>
        </>
      )}
    </ReportSection>
  );
}
