import type { TLocale } from '../../contract/common';
import { INTL_LOCALE } from './locale';

/** Every time is shown in Oman's time zone, wherever the browser is (docs/architecture.md §4). */
export const TIME_ZONE = 'Asia/Muscat';

type TDateStyle = 'monthDay' | 'time' | 'full' | 'fullWithTime';

const OPTIONS: Record<TDateStyle, Intl.DateTimeFormatOptions> = {
  monthDay: { month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', hour12: true },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  fullWithTime: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: TLocale, style: TDateStyle): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...OPTIONS[style], timeZone: TIME_ZONE });
    formatters.set(key, cached);
  }
  return cached;
}

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

/** "Thursday, March 5, 2026". */
export function formatFullDate(value: string | Date, locale: TLocale): string {
  return formatter(locale, 'full').format(toDate(value));
}

export function formatFullDateTime(value: string | Date, locale: TLocale): string {
  return formatter(locale, 'fullWithTime').format(toDate(value));
}

/** The calendar day in Muscat as YYYY-MM-DD (for date filters and "same day" checks). */
export function muscatDay(value: string | Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(toDate(value));
}
