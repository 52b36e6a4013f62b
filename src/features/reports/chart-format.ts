import type { TLocale } from '../../../contract/common';
import { INTL_LOCALE } from '../../lib/locale';

/*
 * Axis labels: short, in the locale's digits. Amounts under a thousand show as many decimals as the ticks
 * need ("OMR 2.5", not "OMR 2.500"); from a thousand up they shorten ("OMR 1.5K" / "١٫٥ ألف ر.ع.").
 * Values in tables and tooltips keep the full form of lib/money.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: TLocale, currency: boolean, compact: boolean, decimals: number): Intl.NumberFormat {
  const key = `${locale}:${currency}:${compact}:${decimals}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(INTL_LOCALE[locale], {
      ...(currency ? { style: 'currency', currency: 'OMR' } : {}),
      ...(compact
        ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 }
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** A tick of an OMR axis (`currency`) or a count axis, with `decimals` fraction digits under 1000. */
export function formatTick(value: number, locale: TLocale, { currency, decimals }: { currency: boolean; decimals: number }): string {
  return formatter(locale, currency, Math.abs(value) >= 1000, decimals).format(value);
}

/**
 * A label cut to `max` characters with an ellipsis: SVG text does not wrap, so long event names are
 * shortened on the chart and given in full in its table and tooltip.
 */
export function truncateLabel(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters
    .slice(0, Math.max(1, max - 1))
    .join('')
    .trimEnd()}…`;
}

/** Roughly how many characters of the chart's 12–13 px text fit in `width` px. */
export function charactersThatFit(width: number): number {
  return Math.max(4, Math.floor(width / 7));
}
