import type { TLocale } from '../../contract/common';
import { INTL_LOCALE } from './locale';

const countFormatters = new Map<TLocale, Intl.NumberFormat>();

/** Counts (tickets, uses, slides) in the locale's digits, Arabic-Indic in Arabic, like every number on screen. */
export function formatCount(value: number, locale: TLocale): string {
  let formatter = countFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 });
    countFormatters.set(locale, formatter);
  }
  return formatter.format(value);
}

const idFormatters = new Map<TLocale, Intl.NumberFormat>();

/** A record's number (event #1250) in the locale's digits, never grouped: it is a name, not a quantity. */
export function formatIdNumber(value: number, locale: TLocale): string {
  let formatter = idFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0, useGrouping: false });
    idFormatters.set(locale, formatter);
  }
  return formatter.format(value);
}

const percentFormatters = new Map<TLocale, Intl.NumberFormat>();

/** 42 → "42%" / "٤٢٪": a whole percent (a check-in share, a VAT rate) in the locale's digits and sign. */
export function formatPercent(percent: number, locale: TLocale): string {
  let formatter = percentFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 0 });
    percentFormatters.set(locale, formatter);
  }
  return formatter.format(percent / 100);
}

/** A year ("© 2026" / "© ٢٠٢٦"): the locale's digits, never grouped. */
export function formatYear(value: number, locale: TLocale): string {
  return formatIdNumber(value, locale);
}

const ARABIC_INDIC_ZERO = 0x0660;

/**
 * Text that carries digits of its own (a printed date "17/03/2025", "24 to 48 hours") in the locale's digits:
 * Arabic-Indic on Arabic pages, unchanged in English.
 */
export function localizeDigits(text: string, locale: TLocale): string {
  if (locale !== 'ar') return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(ARABIC_INDIC_ZERO + Number(digit)));
}
