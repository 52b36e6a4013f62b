import type { TLocale } from '../../../contract/common';
import { formatMonthDay, TIME_ZONE } from '../../lib/dates';
import { INTL_LOCALE } from '../../lib/locale';
import type { TDay, TReportRange } from './report-range';

/** Midnight UTC to noon in Muscat (UTC+4 all year). */
const TO_MUSCAT_NOON_MS = 8 * 60 * 60 * 1000;

/** A Muscat calendar day as an instant inside it (noon), for the date formatters that work in Muscat. */
export function dayInstant(day: TDay): Date {
  return new Date(Date.parse(day) + TO_MUSCAT_NOON_MS);
}

/** "Mar 5" / "٥ مارس": a day on the chart's axis and in its table. */
export function formatDay(day: TDay, locale: TLocale): string {
  return formatMonthDay(dayInstant(day), locale);
}

const rangeFormatters = new Map<TLocale, Intl.DateTimeFormat>();

/** "Mar 1 – 30, 2026", "Dec 2, 2025 – Jan 30, 2026": the locale says what to say once. */
export function formatDayRange({ from, to }: TReportRange, locale: TLocale): string {
  let formatter = rangeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });
    rangeFormatters.set(locale, formatter);
  }
  return formatter.formatRange(dayInstant(from), dayInstant(to));
}
