import type { TLocale } from '../../contract/common';
import { dateFormatter, TIME_ZONE, type TDateStyle } from '../../contract/intl';

/** Every time is shown in Oman's time zone, wherever the browser is (docs/architecture.md §4). */
export { TIME_ZONE } from '../../contract/intl';

const formatter: (locale: TLocale, style: TDateStyle) => Intl.DateTimeFormat = dateFormatter;

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** "Mar 5" / "٥ مارس". */
export function formatMonthDay(value: string | Date, locale: TLocale): string {
  return formatter(locale, 'monthDay').format(toDate(value));
}

/** "7:30 PM" / "٧:٣٠ م". */
export function formatTime(value: string | Date, locale: TLocale): string {
  return formatter(locale, 'time').format(toDate(value));
}

/**
 * A day and its time on one line: "Mar 5 · 7:30 PM" / "٥ مارس، ٧:٣٠ م". Arabic takes the Arabic comma:
 * a middle dot between Arabic-Indic digits reads as the digit zero "٠" (docs/product.md §9).
 */
export function formatDayAndTime(value: string | Date, locale: TLocale): string {
  const separator = locale === 'ar' ? '، ' : ' · ';
  return `${formatMonthDay(value, locale)}${separator}${formatTime(value, locale)}`;
}

/** "Thursday, March 5, 2026". */
export function formatFullDate(value: string | Date, locale: TLocale): string {
  return formatter(locale, 'full').format(toDate(value));
}

export function formatFullDateTime(value: string | Date, locale: TLocale): string {
  return formatter(locale, 'fullWithTime').format(toDate(value));
}

/** "Mar 5, 7:30 PM" / "٥ مارس، ٧:٣٠ م": a moment of the last days (a scan, a sync), without the year. */
export function formatMonthDayTime(value: string | Date, locale: TLocale): string {
  return formatter(locale, 'monthDayTime').format(toDate(value));
}

/** "Mar 5, 2026" / "٥ مارس ٢٠٢٦": a day in a list (joined, redeemed, invoiced). */
export function formatShortDate(value: string | Date, locale: TLocale): string {
  return formatter(locale, 'date').format(toDate(value));
}

/** "Mar 5, 2026, 7:30 PM": a moment in a list that may be months old. */
export function formatDateTime(value: string | Date, locale: TLocale): string {
  return formatter(locale, 'dateTime').format(toDate(value));
}

/**
 * "Mar 5, 2026, 7:30 – 11:00 PM", or "Mar 5, 2026, 7:30 PM – Mar 7, 2026, 11:00 PM" across days: the
 * locale decides what to say once and where the dash goes.
 */
export function formatDateTimeRange(start: string | Date, end: string | Date, locale: TLocale): string {
  return formatter(locale, 'dateTime').formatRange(toDate(start), toDate(end));
}

let dayFormatter: Intl.DateTimeFormat | undefined;

/** The calendar day in Muscat as YYYY-MM-DD (for date filters and "same day" checks). */
export function muscatDay(value: string | Date): string {
  dayFormatter ??= new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return dayFormatter.format(toDate(value));
}
