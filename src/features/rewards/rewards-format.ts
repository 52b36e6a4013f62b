import type { TLocale } from '../../../contract/common';
import { TIME_ZONE } from '../../lib/dates';
import { INTL_LOCALE } from '../../lib/locale';

const dateFormatters = new Map<TLocale, Intl.DateTimeFormat>();

/** "Nov 19, 2026" / "١٩ نوفمبر ٢٠٢٦", in Muscat time. */
export function formatShortDate(value: string, locale: TLocale): string {
  let formatter = dateFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: TIME_ZONE });
    dateFormatters.set(locale, formatter);
  }
  return formatter.format(new Date(value));
}

/** "12.50" → 1250: coin amounts compared in integer hundredths, never as floats. */
export function toHundredths(coins: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(coins);
  if (!match) return 0;
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -value : value;
}

/** 1250 → "12.50", the wire format lib/money formatCoins reads. */
export function fromHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
