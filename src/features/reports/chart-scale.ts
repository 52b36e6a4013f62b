/*
 * The geometry of the report's SVG charts, as plain numbers so it can be tested: nice axis ticks, a
 * linear scale, and where bars go. Charts lay out in the reading direction: positions are worked out
 * from the start edge, then mirrored for right-to-left, where time runs from the right.
 */

export type TDirection = 'ltr' | 'rtl';
export type TRect = { x: number; y: number; width: number; height: number };

/** A chart's size and the margins around its plot, on the start / end sides of the reading direction. */
export type TChartBox = { width: number; height: number; top: number; bottom: number; start: number; end: number };

/** Rounding that keeps 0.1 + 0.2 on the axis as 0.3. */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/**
 * A step of 1, 2, 2.5 or 5 times a power of ten that cuts `span` into about `count` parts. Counts
 * (`integer`) step by whole numbers and never by 2.5.
 */
export function niceStep(span: number, count: number, integer: boolean): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = clean(raw / power);
  const nices = integer ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const nice = nices.find((candidate) => fraction <= candidate) ?? 10;
  const step = clean(nice * power);
  return integer ? Math.max(1, step) : step;
}

/**
 * Ticks from at or below `min` to at or above `max`, always through 0 (bars grow from the zero line).
 * All-zero data still gets an axis: 0 and 1.
 */
export function niceTicks(min: number, max: number, count = 4, integer = false): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (high - low <= 0) return [0, 1];
  const step = niceStep(high - low, count, integer);
  const first = Math.floor(clean(low / step));
  const last = Math.ceil(clean(high / step));
  return Array.from({ length: last - first + 1 }, (_, index) => clean((first + index) * step));
}

/** Fraction digits a tick label needs to tell its ticks apart (0.25 → 2, 2.5 → 1, 100 → 0), at most 3. */
export function tickDecimals(ticks: readonly number[]): number {
  let decimals = 0;
  for (const tick of ticks) {
    const [, fraction = ''] = String(clean(Math.abs(tick))).split('.');
    decimals = Math.max(decimals, fraction.length);
  }
  return Math.min(3, decimals);
}

/** Maps [d0, d1] onto [r0, r1]; an empty domain maps everything to r0. */
export function scaleLinear([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** A start-side x (with the thing's length) as the SVG's left-based x in the given direction. */
export function physicalX(logicalX: number, length: number, width: number, dir: TDirection): number {
  return dir === 'rtl' ? width - logicalX - length : logicalX;
}

/** The plot's edges inside the box. */
export function plotArea(box: TChartBox): { width: number; height: number; bottom: number } {
  return { width: Math.max(0, box.width - box.start - box.end), height: Math.max(0, box.height - box.top - box.bottom), bottom: box.height - box.bottom };
}

/** The band of the `index`th of `count` columns, from the start edge: its start x and width. */
function band(index: number, count: number, box: TChartBox): { start: number; size: number } {
  const size = plotArea(box).width / Math.max(1, count);
  return { start: box.start + index * size, size };
}

/** The middle of column `index`, in SVG x: where its axis label is centred. */
export function columnCenter(index: number, count: number, box: TChartBox, dir: TDirection): number {
  const { start, size } = band(index, count, box);
  return physicalX(start + size / 2, 0, box.width, dir);
}

/** Columns are at most this wide, so a week does not draw seven slabs. */
const MAX_COLUMN_WIDTH = 40;

/**
 * One bar per value, oldest first from the start edge: up from the zero line for gains, down for
 * losses (a day of refunds). A value that is not 0 is at least 1 px tall, so it never looks like none.
 */
export function columnBars(values: readonly number[], box: TChartBox, ticks: readonly number[], dir: TDirection): TRect[] {
  const plot = plotArea(box);
  const y = scaleLinear([ticks[0] ?? 0, ticks.at(-1) ?? 1], [plot.bottom, box.top]);
  const zero = y(0);
  return values.map((value, index) => {
    const { start, size } = band(index, values.length, box);
    const width = Math.max(1, Math.min(MAX_COLUMN_WIDTH, size * (size < 4 ? 0.9 : 0.7)));
    const x = physicalX(start + (size - width) / 2, width, box.width, dir);
    const top = y(value);
    const height = value === 0 ? 0 : Math.max(1, Math.abs(zero - top));
    return { x, y: value >= 0 ? zero - height : zero, width, height };
  });
}

/**
 * Which of `count` columns get a label when at most `max` fit: evenly spaced, counted back from the last
 * (today), which is always labelled.
 */
export function labelIndices(count: number, max: number): number[] {
  if (count <= 0) return [];
  const step = Math.max(1, Math.ceil(count / Math.max(1, max)));
  const indices: number[] = [];
  for (let index = count - 1; index >= 0; index -= step) indices.unshift(index);
  return indices;
}

/** A horizontal bar of `value` out of `max`, grown from the start edge of a `width`-wide track. */
export function rowBar(value: number, max: number, width: number, dir: TDirection): { x: number; width: number } {
  const length = max > 0 && value > 0 ? Math.max(2, Math.min(width, (value / max) * width)) : 0;
  return { x: physicalX(0, length, width, dir), width: length };
}
