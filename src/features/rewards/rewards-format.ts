import type { TLocale } from '../../../contract/common';
import { parseCoinHundredths } from '../../../contract/money';
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

/**
 * "12.50" → 1250 (contract/money.ts): coin amounts are compared in integer hundredths, never as floats.
 * Amounts here come through the contract's coin schema; anything else counts as no coins.
 */
export function toHundredths(coins: string): number {
  return parseCoinHundredths(coins) ?? 0;
}
