import type { TLocale } from '../../../contract/common';
import { formatTime, muscatDay } from '../../lib/dates';
import { INTL_LOCALE } from '../../lib/locale';

const relativeFormatters = new Map<TLocale, Intl.RelativeTimeFormat>();

/** An event whose Muscat calendar days include today: the door list marks it as running today. */
export function isOnToday(event: { start_date: string; finish_date: string }, now: Date): boolean {
  const today = muscatDay(now);
  return muscatDay(event.start_date) <= today && today <= muscatDay(event.finish_date);
}

/**
 * When the scanner last heard from the server: "now", "3 minutes ago" up to an hour, then the
 * clock time in Muscat. Null (never synced on this device) is left to the caller.
 */
export function formatLastSync(lastSyncAt: number, now: number, locale: TLocale): string {
  const minutes = Math.floor(Math.max(0, now - lastSyncAt) / 60_000);
  if (minutes >= 60) return formatTime(new Date(lastSyncAt), locale);
  let formatter = relativeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' });
    relativeFormatters.set(locale, formatter);
  }
  // Under a minute, 0 seconds reads "now" ("this minute" would be the 0-minute wording).
  return minutes === 0 ? formatter.format(0, 'second') : formatter.format(-minutes, 'minute');
}
