import type { TLocale } from '../../contract/common';

/** Intl locale per app locale: Omani conventions for numbers, currency and dates. */
export const INTL_LOCALE: Record<TLocale, string> = { en: 'en-OM', ar: 'ar-OM' };

export function textDirection(locale: TLocale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
