import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesByDay } from './report-data';
import { coinsSummary, salesSummary, topEventsSummary } from './report-summary';

const RANGE = { from: '2026-03-01', to: '2026-03-03' };
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('chart summaries', () => {
  beforeAll(() => {
    // Source messages only: the macros keep the English text in development builds.
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  const days = salesByDay(
    [
      { date: '2026-03-01', bookings: 3, earnings: '30.000', discounts: '0.000' },
      { date: '2026-03-02', bookings: 1, earnings: '120.500', discounts: '0.000' },
    ],
    RANGE,
  );

  it('sums the earnings of the range and names the best day', () => {
    expect(plain(salesSummary(i18n, 'en', days, 'earnings', RANGE))).toBe(
      'Earnings per day, Mar 1 – 3, 2026: OMR 150.500 in total; the best day was Mar 2 with OMR 120.500.',
    );
  });

  it('counts bookings when the chart shows bookings', () => {
    expect(plain(salesSummary(i18n, 'en', days, 'bookings', RANGE))).toBe('Bookings per day, Mar 1 – 3, 2026: 4 in total; the best day was Mar 1 with 3.');
  });

  it('names no best day for a range without sales', () => {
    expect(plain(salesSummary(i18n, 'en', salesByDay([], RANGE), 'earnings', RANGE))).toBe('Earnings per day, Mar 1 – 3, 2026: OMR 0.000 in total.');
  });

  it('lists the top events with their revenue, in the screen language', () => {
    const events = [
      { event_id: 1, name: 'Jazz Night', name_ar: 'ليلة الجاز', revenue: '500.000', bookings: 20 },
      { event_id: 2, name: 'Food Fair', name_ar: '', revenue: '120.000', bookings: 9 },
    ];
    expect(plain(topEventsSummary(i18n, 'en', events))).toBe(
      'Top events by revenue: \u2068Jazz Night\u2069: OMR 500.000 and \u2068Food Fair\u2069: OMR 120.000.',
    );
    expect(topEventsSummary(i18n, 'ar', events)).toContain('\u2068ليلة الجاز\u2069');
    expect(topEventsSummary(i18n, 'en', [])).toBe('Top events by revenue: none in this range.');
  });

  it('gives coins issued and spent with two decimals', () => {
    expect(coinsSummary(i18n, 'en', { issued: '1200.5', spent: '300.00' })).toBe('Coins issued: 1,200.50. Coins spent: 300.00.');
  });
});
