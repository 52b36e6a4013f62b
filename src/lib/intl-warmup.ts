import type { TLocale } from '../../contract/constants';
import { formatFullDateTime, formatMonthDay, formatTime } from './dates';
import { formatOMR } from './money';
import { formatCount } from './numbers';

/**
 * Makes the Intl objects the public pages format with, before hydration and in a task of its own
 * (src/main.tsx). The first date format in Oman's time zone loads the browser's locale and zone data; done
 * during hydration, it lengthened one of React's slices into a long task (docs/architecture.md §8). The
 * formatters stay cached (src/lib/dates.ts, numbers.ts, money.ts). Chakra's LocaleProvider no longer asks
 * `Intl.Locale#maximize` for the direction (build/chakra.ts `rtlByLanguage`).
 */
export function warmIntl(locale: TLocale): void {
  const now = new Date();
  formatMonthDay(now, locale);
  formatTime(now, locale);
  formatFullDateTime(now, locale);
  formatOMR(1, locale);
  formatCount(1, locale);
}
