import { plural } from '@lingui/core/macro';
import type { TBooking } from '../../../contract/bookings';
import type { TLocale } from '../../../contract/common';
import { formatCount } from '../../lib/numbers';

/** "1 of 3 uses" (ICU plural on the limit). */
export function usageText(usage: TBooking['usage'], locale: TLocale): string {
  const limitCount = usage.limit;
  const used = formatCount(usage.used, locale);
  const limit = formatCount(limitCount, locale);
  return plural(limitCount, { one: `${used} of ${limit} use`, other: `${used} of ${limit} uses` });
}
