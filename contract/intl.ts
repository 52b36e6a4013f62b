import type { TLocale } from './constants';

/*
 * How numbers, money and dates read, one table for the web app and the server's mail and pages
 * (docs/product.md §9): Omani conventions with the numbering system spelled out (`-u-nu-…`) so every ICU
 * build agrees, Arabic-Indic digits in Arabic and Western digits in English; every time in Oman's zone,
 * wherever the reader is (docs/architecture.md §4).
 */

export const INTL_LOCALE: Record<TLocale, string> = { en: 'en-OM-u-nu-latn', ar: 'ar-OM-u-nu-arab' };

export const TIME_ZONE = 'Asia/Muscat';

export type TDateStyle = 'monthDay' | 'time' | 'full' | 'fullWithTime' | 'monthDayTime' | 'dateTime' | 'date';

const DATE_STYLES: Record<TDateStyle, Intl.DateTimeFormatOptions> = {
  monthDay: { month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', hour12: true },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  fullWithTime: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
  monthDayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
};

// Formatters are costly to build and pages and mails format many values: one per locale and style.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormatter(locale: TLocale, style: TDateStyle): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let cached = dateFormatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...DATE_STYLES[style], timeZone: TIME_ZONE });
    dateFormatters.set(key, cached);
  }
  return cached;
}

const omrFormatters = new Map<TLocale, Intl.NumberFormat>();

/** OMR with its 3 minor digits (1 rial = 1000 baisa), set explicitly so every ICU build agrees. */
export function omrFormatter(locale: TLocale): Intl.NumberFormat {
  let formatter = omrFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'OMR', minimumFractionDigits: 3, maximumFractionDigits: 3 });
    omrFormatters.set(locale, formatter);
  }
  return formatter;
}
