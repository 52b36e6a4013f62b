import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TAdminReport } from '../../../contract/admin-people';
import type { TLocale } from '../../../contract/common';
import { INTL_LOCALE } from '../../lib/locale';
import { formatCoins, formatOMR } from '../../lib/money';
import { formatCount } from '../../lib/numbers';
import { localizedName } from './localized-name';
import { bestDay, salesTotals, type TSalesDay } from './report-data';
import { formatDay, formatDayRange } from './report-dates';
import type { TReportRange } from './report-range';
import type { TSalesMetric } from './reports-search';

/*
 * One-sentence summaries of the charts, for the SVG's aria-label: a screen reader hears the gist, and the
 * table under the chart has every number.
 */

/** Names typed in either script keep their order inside a sentence of the other (first-strong isolates). */
function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

export function salesSummary(i18n: I18n, locale: TLocale, days: readonly TSalesDay[], metric: TSalesMetric, range: TReportRange): string {
  const period = formatDayRange(range, locale);
  const totals = salesTotals(days);
  const best = bestDay(days, metric);
  if (metric === 'earnings') {
    const total = formatOMR(totals.earnings, locale);
    if (best === null) return i18n._(msg`Earnings per day, ${period}: ${total} in total.`);
    const bestValue = formatOMR(best.earnings, locale);
    const bestDate = formatDay(best.date, locale);
    return i18n._(msg`Earnings per day, ${period}: ${total} in total; the best day was ${bestDate} with ${bestValue}.`);
  }
  const total = formatCount(totals.bookings, locale);
  if (best === null) return i18n._(msg`Bookings per day, ${period}: ${total} in total.`);
  const bestValue = formatCount(best.bookings, locale);
  const bestDate = formatDay(best.date, locale);
  return i18n._(msg`Bookings per day, ${period}: ${total} in total; the best day was ${bestDate} with ${bestValue}.`);
}

/** "Top events by revenue: A: OMR 500.000, B: OMR 120.000, and C: OMR 50.000." */
export function topEventsSummary(i18n: I18n, locale: TLocale, events: TAdminReport['top_events']): string {
  if (events.length === 0) return i18n._(msg`Top events by revenue: none in this range.`);
  const items = events.map((event) => {
    const name = isolate(localizedName(event, locale));
    const revenue = formatOMR(event.revenue, locale);
    return i18n._(msg`${name}: ${revenue}`);
  });
  const list = new Intl.ListFormat(INTL_LOCALE[locale], { style: 'long', type: 'conjunction' }).format(items);
  return i18n._(msg`Top events by revenue: ${list}.`);
}

export function coinsSummary(i18n: I18n, locale: TLocale, coins: TAdminReport['coins']): string {
  const issued = formatCoins(coins.issued, locale);
  const spent = formatCoins(coins.spent, locale);
  return i18n._(msg`Coins issued: ${issued}. Coins spent: ${spent}.`);
}
