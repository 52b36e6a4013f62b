import { describe, expect, it } from 'vitest';
import { bestDay, hasSales, salesByDay, salesTotals } from './report-data';
import { localizedName } from './localized-name';

const RANGE = { from: '2026-03-01', to: '2026-03-04' };

describe('sales by day', () => {
  it('fills the quiet days of the range with zeros, oldest first, and drops days outside it', () => {
    const days = salesByDay(
      [
        { date: '2026-03-03', bookings: 2, earnings: '10.500', discounts: '0.000' },
        { date: '2026-02-28', bookings: 9, earnings: '99.000', discounts: '0.000' },
        { date: '2026-03-01', bookings: 1, earnings: '5.000', discounts: '0.000' },
      ],
      RANGE,
    );
    expect(days.map((day) => [day.date, day.bookings, day.earnings])).toEqual([
      ['2026-03-01', 1, 5],
      ['2026-03-02', 0, 0],
      ['2026-03-03', 2, 10.5],
      ['2026-03-04', 0, 0],
    ]);
    expect(days[2]?.earningsText).toBe('10.500');
  });

  it('adds earnings in baisa, so tenths do not drift', () => {
    const days = salesByDay(
      [
        { date: '2026-03-01', bookings: 1, earnings: '0.100', discounts: '0.000' },
        { date: '2026-03-02', bookings: 1, earnings: '0.200', discounts: '0.000' },
      ],
      RANGE,
    );
    expect(salesTotals(days)).toEqual({ bookings: 2, earnings: 0.3 });
  });

  it('finds the best day of either measure, and none when nothing sold', () => {
    const days = salesByDay(
      [
        { date: '2026-03-01', bookings: 5, earnings: '10.000', discounts: '0.000' },
        { date: '2026-03-02', bookings: 1, earnings: '80.000', discounts: '0.000' },
      ],
      RANGE,
    );
    expect(bestDay(days, 'bookings')?.date).toBe('2026-03-01');
    expect(bestDay(days, 'earnings')?.date).toBe('2026-03-02');
    expect(bestDay(salesByDay([], RANGE), 'earnings')).toBeNull();
  });

  it('tells an empty range from one with sales or refunds', () => {
    expect(hasSales({ sales_per_day: [], top_events: [] })).toBe(false);
    expect(hasSales({ sales_per_day: [{ date: '2026-03-01', bookings: 0, earnings: '0.000', discounts: '0.000' }], top_events: [] })).toBe(false);
    expect(hasSales({ sales_per_day: [{ date: '2026-03-01', bookings: 0, earnings: '-5.000', discounts: '0.000' }], top_events: [] })).toBe(true);
  });
});

describe('localizedName', () => {
  const event = { name: 'Muscat Jazz Night', name_ar: 'ليلة الجاز في مسقط' };

  it('shows the name of the screen language', () => {
    expect(localizedName(event, 'en')).toBe('Muscat Jazz Night');
    expect(localizedName(event, 'ar')).toBe('ليلة الجاز في مسقط');
  });

  it('falls back to the other name when one was not written', () => {
    expect(localizedName({ name: 'Muscat Jazz Night', name_ar: ' ' }, 'ar')).toBe('Muscat Jazz Night');
    expect(localizedName({ name: '', name_ar: 'ليلة الجاز' }, 'en')).toBe('ليلة الجاز');
  });
});
