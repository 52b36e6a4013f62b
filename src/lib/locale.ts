import type { TLocale } from '../../contract/common';

/** Intl locale per app locale: one table for the web app and the server (contract/intl.ts). */
export { INTL_LOCALE } from '../../contract/intl';

export function textDirection(locale: TLocale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
