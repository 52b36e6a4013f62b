import { describe, expect, it } from 'vitest';
import { columnBars, columnCenter, labelIndices, niceStep, niceTicks, physicalX, rowBar, scaleLinear, tickDecimals, type TChartBox } from './chart-scale';

describe('axis ticks', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(100, 4, false)).toBe(25);
    expect(niceStep(730, 4, false)).toBe(200);
    expect(niceStep(0.9, 4, false)).toBe(0.25);
    expect(niceStep(3_000, 4, false)).toBe(1_000);
  });

  it('ticks from zero to at least the largest value', () => {
    expect(niceTicks(0, 730)).toEqual([0, 200, 400, 600, 800]);
    expect(niceTicks(0, 100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('counts tick in whole numbers, never 2.5 or 0.5', () => {
    expect(niceTicks(0, 3, 4, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0, 10, 4, true)).toEqual([0, 5, 10]);
    expect(niceTicks(0, 1, 4, true)).toEqual([0, 1]);
  });

  it('goes below zero for a day of refunds', () => {
    expect(niceTicks(-40, 100)).toEqual([-50, 0, 50, 100]);
    expect(niceTicks(-10, 90)).toEqual([-25, 0, 25, 50, 75, 100]);
  });

  it('still draws an axis when every value is zero', () => {
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it('gives labels the decimals their ticks need', () => {
    expect(tickDecimals([0, 200, 400])).toBe(0);
    expect(tickDecimals([0, 2.5, 5])).toBe(1);
    expect(tickDecimals([0, 0.25, 0.5])).toBe(2);
    expect(tickDecimals([0, 0.1, 0.2, 0.3])).toBe(1);
  });

  it('maps a domain linearly, and an empty one to its start', () => {
    const y = scaleLinear([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(25)).toBe(150);
    expect(scaleLinear([5, 5], [10, 20])(5)).toBe(10);
  });
});

const BOX: TChartBox = { width: 400, height: 220, top: 10, bottom: 30, start: 60, end: 20 };
// Plot: 320 px wide from x = 60 (LTR), 180 px tall with its bottom at y = 190.

describe('columns per day', () => {
  it('puts the oldest day at the start edge: the left in LTR', () => {
    const bars = columnBars([10, 20, 0, 5], BOX, [0, 10, 20], 'ltr');
    // 4 bands of 80 px; bars 40 px wide (capped), centred in their band.
    expect(bars.map((bar) => bar.x)).toEqual([80, 160, 240, 320]);
    expect(bars[0]).toEqual({ x: 80, y: 100, width: 40, height: 90 });
    expect(bars[1]).toEqual({ x: 160, y: 10, width: 40, height: 180 });
    expect(bars[2]?.height).toBe(0);
  });

  it('runs time from the right in RTL: the same bars, mirrored', () => {
    const ltr = columnBars([10, 20, 0, 5], BOX, [0, 10, 20], 'ltr');
    const rtl = columnBars([10, 20, 0, 5], BOX, [0, 10, 20], 'rtl');
    expect(rtl.map((bar) => bar.x)).toEqual([280, 200, 120, 40]);
    rtl.forEach((bar, index) => {
      const mirror = ltr[index];
      expect(bar.x + bar.width).toBe(BOX.width - (mirror?.x ?? 0));
      expect(bar.y).toBe(mirror?.y);
      expect(bar.height).toBe(mirror?.height);
    });
    // The oldest day sits right of the newest.
    expect(rtl[0]!.x).toBeGreaterThan(rtl[3]!.x);
  });

  it('draws a loss down from the zero line', () => {
    const [gain, loss] = columnBars([50, -50], BOX, [-50, 0, 50], 'ltr');
    // Zero line at y = 100 (the middle of the plot).
    expect(gain).toMatchObject({ y: 10, height: 90 });
    expect(loss).toMatchObject({ y: 100, height: 90 });
  });

  it('keeps a tiny value visible and narrow bands at least a pixel wide', () => {
    const bars = columnBars(
      Array.from({ length: 366 }, (_, i) => (i === 0 ? 0.001 : 1000)),
      BOX,
      [0, 1000],
      'ltr',
    );
    expect(bars[0]!.height).toBe(1);
    expect(bars.every((bar) => bar.width >= 0.8)).toBe(true);
  });

  it('centres labels under their columns in either direction', () => {
    expect(columnCenter(0, 4, BOX, 'ltr')).toBe(100);
    expect(columnCenter(0, 4, BOX, 'rtl')).toBe(300);
    expect(columnCenter(3, 4, BOX, 'rtl')).toBe(60);
  });

  it('labels evenly spaced days counted back from today, today always', () => {
    expect(labelIndices(7, 10)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelIndices(30, 5)).toEqual([5, 11, 17, 23, 29]);
    expect(labelIndices(30, 1)).toEqual([29]);
    expect(labelIndices(0, 5)).toEqual([]);
  });
});

describe('horizontal bars', () => {
  it('grow from the start edge: left in LTR, right in RTL', () => {
    expect(rowBar(50, 100, 300, 'ltr')).toEqual({ x: 0, width: 150 });
    expect(rowBar(50, 100, 300, 'rtl')).toEqual({ x: 150, width: 150 });
    expect(rowBar(100, 100, 300, 'rtl')).toEqual({ x: 0, width: 300 });
  });

  it('draw nothing for zero and a sliver for a tiny share', () => {
    expect(rowBar(0, 100, 300, 'ltr').width).toBe(0);
    expect(rowBar(0, 0, 300, 'ltr').width).toBe(0);
    expect(rowBar(0.01, 100, 300, 'ltr').width).toBe(2);
  });

  it('mirror any start-based position', () => {
    expect(physicalX(10, 30, 200, 'ltr')).toBe(10);
    expect(physicalX(10, 30, 200, 'rtl')).toBe(160);
  });
});
