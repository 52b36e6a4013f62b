import type { TAdminReport } from '../../../contract/admin-people';
import { daysOf, type TDay, type TReportRange } from './report-range';
import type { TSalesMetric } from './reports-search';

/** One day of the per-day chart and table; money as numbers for drawing, the wire string for showing. */
export type TSalesDay = { date: TDay; bookings: number; earnings: number; earningsText: string };

/** An OMR or coins string of the API ("12.500") as a number; anything else is 0. */
export function amount(decimal: string): number {
  const value = Number(decimal);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Every day of the range, oldest first, with zeros where the API listed no sales: the chart's time axis
 * must not skip quiet days. Days outside the range are left out.
 */
export function salesByDay(sales: TAdminReport['sales_per_day'], range: TReportRange): TSalesDay[] {
  const byDate = new Map(sales.map((day) => [day.date, day]));
  return daysOf(range).map((date) => {
    const day = byDate.get(date);
    return day
      ? { date, bookings: day.bookings, earnings: amount(day.earnings), earningsText: day.earnings }
      : { date, bookings: 0, earnings: 0, earningsText: '0.000' };
  });
}

export function metricValue(day: TSalesDay, metric: TSalesMetric): number {
  return metric === 'earnings' ? day.earnings : day.bookings;
}

/** The day with the most of the measure (the latest of equals), or null when every day is 0. */
export function bestDay(days: readonly TSalesDay[], metric: TSalesMetric): TSalesDay | null {
  let best: TSalesDay | null = null;
  for (const day of days) {
    const value = metricValue(day, metric);
    if (value > 0 && (best === null || value >= metricValue(best, metric))) best = day;
  }
  return best;
}

/** Sums of the range; earnings added in baisa so 0.1 + 0.2 stays 0.300. */
export function salesTotals(days: readonly TSalesDay[]): { bookings: number; earnings: number } {
  const baisa = days.reduce((sum, day) => sum + Math.round(day.earnings * 1000), 0);
  return { bookings: days.reduce((sum, day) => sum + day.bookings, 0), earnings: baisa / 1000 };
}

/** Nothing sold in the range: the charts give way to one "no sales" message. */
export function hasSales(report: Pick<TAdminReport, 'sales_per_day' | 'top_events'>): boolean {
  return report.sales_per_day.some((day) => day.bookings > 0 || amount(day.earnings) !== 0) || report.top_events.length > 0;
}
