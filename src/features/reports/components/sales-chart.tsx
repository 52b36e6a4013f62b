import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { TLocale } from '../../../../contract/common';
import { formatOMR } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { textDirection } from '../../../lib/locale';
import { formatTick } from '../chart-format';
import { columnBars, columnCenter, labelIndices, niceTicks, physicalX, plotArea, scaleLinear, tickDecimals, type TChartBox } from '../chart-scale';
import { metricValue, type TSalesDay } from '../report-data';
import { formatDay } from '../report-dates';
import type { TSalesMetric } from '../reports-search';
import { CHART_COLORS, CHART_TEXT_STYLE } from './chart-theme';
import { useElementWidth } from './use-element-width';

const HEIGHT = 240;
/** Room an axis day label ("Mar 30", "٣٠ مارس") needs, with a gap. */
const DAY_LABEL_WIDTH = 56;

type SalesChartProps = {
  days: readonly TSalesDay[];
  metric: TSalesMetric;
  locale: TLocale;
  /** The chart's aria-label: what a screen reader hears instead of the bars. */
  summary: string;
};

/**
 * Earnings (or bookings) per day as columns, oldest first from the start edge: in Arabic time runs from
 * the right, and the amount axis stands on the right.
 */
export function SalesChart({ days, metric, locale, summary }: SalesChartProps) {
  const { t } = useLingui();
  const [ref, width] = useElementWidth<HTMLDivElement>(320);
  const dir = textDirection(locale);
  const values = days.map((day) => metricValue(day, metric));
  const currency = metric === 'earnings';
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values), 4, !currency);
  const decimals = tickDecimals(ticks);
  const tickLabels = ticks.map((tick) => formatTick(tick, locale, { currency, decimals }));
  const labelWidth = Math.max(...tickLabels.map((label) => label.length)) * 7;
  const box: TChartBox = { width, height: HEIGHT, top: 10, bottom: 28, start: labelWidth + 12, end: 20 };
  const plot = plotArea(box);
  const y = scaleLinear([ticks[0] ?? 0, ticks.at(-1) ?? 1], [plot.bottom, box.top]);
  const bars = columnBars(values, box, ticks, dir);
  const labelled = labelIndices(days.length, Math.floor(plot.width / DAY_LABEL_WIDTH));
  const tickX = physicalX(box.start - 6, 0, width, dir);
  const axisStart = physicalX(box.start, 0, width, dir);
  const axisEnd = physicalX(width - box.end, 0, width, dir);

  return (
    <Box ref={ref} w="full">
      <svg role="img" aria-label={summary} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} overflow="visible" style={CHART_TEXT_STYLE}>
        {ticks.map((tick, index) => (
          <g key={tick}>
            <line x1={axisStart} x2={axisEnd} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? CHART_COLORS.axis : CHART_COLORS.grid} />
            <text x={tickX} y={y(tick)} dy="0.32em" textAnchor="end" direction={dir} fill={CHART_COLORS.text}>
              {tickLabels[index]}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const day = days[index];
          if (!day || bar.height === 0) return null;
          const dayLabel = formatDay(day.date, locale);
          const earnings = formatOMR(day.earningsText, locale);
          const bookings = formatCount(day.bookings, locale);
          return (
            <rect
              key={day.date}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={bar.width > 6 ? 2 : 0}
              fill={(values[index] ?? 0) < 0 ? CHART_COLORS.loss : CHART_COLORS.bar}
            >
              <title>{t`${dayLabel}: ${earnings}; bookings: ${bookings}`}</title>
            </rect>
          );
        })}
        {labelled.map((index) => {
          const day = days[index];
          if (!day) return null;
          return (
            <text key={day.date} x={columnCenter(index, days.length, box, dir)} y={HEIGHT - 8} textAnchor="middle" direction={dir} fill={CHART_COLORS.text}>
              {formatDay(day.date, locale)}
            </text>
          );
        })}
      </svg>
    </Box>
  );
}
