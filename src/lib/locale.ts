import type { TLocale } from '../../contract/common';

/**
 * Intl locale per app locale: Omani conventions for numbers, currency and dates, with the numbering system
 * spelled out (`-u-nu-…`) so every ICU build agrees: Arabic-Indic digits on Arabic pages, Western digits on
 * English ones. Lingui's plural `#` formats with the same locale (src/lib/i18n.ts), so a count reads the same
 * in a sentence as on its own (docs/product.md §9).
 */
export const INTL_LOCALE: Record<TLocale, string> = { en: 'en-OM-u-nu-latn', ar: 'ar-OM-u-nu-arab' };

export function textDirection(locale: TLocale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
