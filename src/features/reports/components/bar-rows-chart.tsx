import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { TLocale } from '../../../../contract/common';
import { textDirection } from '../../../lib/locale';
import { charactersThatFit, truncateLabel } from '../chart-format';
import { physicalX, rowBar } from '../chart-scale';
import { CHART_COLORS, CHART_TEXT_STYLE } from './chart-theme';
import { useElementWidth } from './use-element-width';

export type TBarRow = {
  key: string | number;
  /** The row's name, in full: the chart shortens it to fit, its tooltip keeps it whole. */
  label: string;
  value: number;
  /** The value as shown (OMR, coins), at the end of the name line. */
  valueLabel: string;
  color?: string;
};

const ROW_HEIGHT = 44;
const BAR_HEIGHT = 12;

type BarRowsChartProps = {
  rows: readonly TBarRow[];
  locale: TLocale;
  /** The chart's aria-label: what a screen reader hears instead of the bars. */
  summary: string;
};

/**
 * Horizontal bars, one per row, each under a line with its name at the start and its value at the end;
 * bars grow from the start edge (from the right in Arabic). Longest bar = largest value.
 */
export function BarRowsChart({ rows, locale, summary }: BarRowsChartProps) {
  const { t } = useLingui();
  const [ref, width] = useElementWidth<HTMLDivElement>(320);
  const dir = textDirection(locale);
  const max = Math.max(0, ...rows.map((row) => row.value));
  const height = rows.length * ROW_HEIGHT;
  const startX = physicalX(0, 0, width, dir);
  const endX = physicalX(width, 0, width, dir);

  return (
    <Box ref={ref} w="full">
      <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={CHART_TEXT_STYLE}>
        {rows.map((row, index) => {
          const top = index * ROW_HEIGHT;
          const bar = rowBar(row.value, max, width, dir);
          const { label, valueLabel } = row;
          const nameRoom = charactersThatFit(width - valueLabel.length * 7 - 12);
          return (
            <g key={row.key}>
              <title>{t`${label}: ${valueLabel}`}</title>
              <text x={startX} y={top + 14} textAnchor="start" direction={dir} fill={CHART_COLORS.label}>
                {truncateLabel(label, nameRoom)}
              </text>
              <text x={endX} y={top + 14} textAnchor="end" direction={dir} fill={CHART_COLORS.text} fontWeight={600}>
                {valueLabel}
              </text>
              <rect x={0} y={top + 22} width={width} height={BAR_HEIGHT} rx={BAR_HEIGHT / 2} fill={CHART_COLORS.grid} />
              {bar.width > 0 ? (
                <rect x={bar.x} y={top + 22} width={bar.width} height={BAR_HEIGHT} rx={BAR_HEIGHT / 2} fill={row.color ?? CHART_COLORS.bar} />
              ) : null}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
