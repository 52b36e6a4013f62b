import { plural } from '@lingui/core/macro';
import type { TBooking } from '../../../contract/bookings';
import type { TLocale } from '../../../contract/common';
import { formatCount } from '../../lib/numbers';

/** "2 uses left" (ICU plural). */
export function usesLeftText(usage: TBooking['usage'], locale: TLocale): string {
  const left = Math.max(0, usage.limit - usage.used);
  const count = formatCount(left, locale);
  return plural(left, { one: `${count} use left`, other: `${count} uses left` });
}

/** Ready tickets for the gate, soonest event first. */
export function byEventStart(a: TBooking, b: TBooking): number {
  return Date.parse(a.event.start_date) - Date.parse(b.event.start_date) || a.id - b.id;
}
