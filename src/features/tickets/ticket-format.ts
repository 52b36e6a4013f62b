import { plural } from '@lingui/core/macro';
import type { TBooking } from '../../../contract/bookings';
import type { TLocale } from '../../../contract/common';
import { INTL_LOCALE } from '../../lib/locale';

/** Counts in the locale's digits (Arabic-Indic in Arabic), like every other number on screen. */
export function formatCount(value: number, locale: TLocale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);
}

/** "1 of 3 uses" (ICU plural on the limit). */
export function usageText(usage: TBooking['usage'], locale: TLocale): string {
  const limitCount = usage.limit;
  const used = formatCount(usage.used, locale);
  const limit = formatCount(limitCount, locale);
  return plural(limitCount, { one: `${used} of ${limit} use`, other: `${used} of ${limit} uses` });
}
