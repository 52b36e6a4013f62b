import { plural, t } from '@lingui/core/macro';
import type { TBooking } from '../../../contract/bookings';
import type { TLocale } from '../../../contract/common';
import { formatCount } from '../../lib/numbers';

/**
 * How much of a ticket was used, in words people say (docs/product.md §2 My Tickets): "Not used yet", "Used", "Used 1 of 3 times";
 * never "0 of 1 use". The counts take the locale's digits (the plural `#` too: src/lib/i18n.ts).
 */
export function usageText(usage: TBooking['usage'], locale: TLocale): string {
  const limitCount = usage.limit;
  if (limitCount === 1) return usage.used === 0 ? t`Not used yet` : t`Used`;
  if (usage.used === 0) return plural(limitCount, { one: 'Not used yet', other: 'Not used yet, good for # entries' });
  const used = formatCount(usage.used, locale);
  return plural(limitCount, { one: 'Used', other: `Used ${used} of # times` });
}
