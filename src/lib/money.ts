import type { TLocale } from '../../contract/common';
import { INTL_LOCALE, omrFormatter } from '../../contract/intl';

const coinFormatters = new Map<TLocale, Intl.NumberFormat>();

function coinFormatter(locale: TLocale): Intl.NumberFormat {
  let formatter = coinFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    coinFormatters.set(locale, formatter);
  }
  return formatter;
}

function toNumber(decimal: string | number | null | undefined): number {
  if (decimal === null || decimal === undefined || decimal === '') return 0;
  const value = typeof decimal === 'number' ? decimal : Number(decimal);
  return Number.isFinite(value) ? value : 0;
}

/** "5.000" → "OMR 5.000" (en) / "‏٥٫٠٠٠ ر.ع.‏" (ar). */
export function formatOMR(decimal: string | number, locale: TLocale): string {
  return omrFormatter(locale).format(toNumber(decimal));
}

/** True when a wire price ("0.000") is free. */
export function isFree(decimal: string | null | undefined): boolean {
  return toNumber(decimal) === 0;
}

/** Coins always show two decimals; a missing balance shows 0.00 (docs/product.md §9). */
export function formatCoins(decimal: string | number | null | undefined, locale: TLocale): string {
  return coinFormatter(locale).format(toNumber(decimal));
}
