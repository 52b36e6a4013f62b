import type { TLocale } from '../../contract/common';

/**
 * The admin reads both languages of a record (contract/admin-catalogue.ts); lists show the one of the
 * screen, falling back to English when the Arabic twin was not written ('').
 */
export function inLocale(english: string | null, arabic: string, locale: TLocale): string {
  if (locale === 'ar' && arabic.trim() !== '') return arabic;
  return english ?? '';
}

/** A named record (event, ticket type, category, badge) in the screen's language. */
export function localizedName(record: { name: string; name_ar: string }, locale: TLocale): string {
  return inLocale(record.name, record.name_ar, locale);
}

/** A titled record (a reward) in the screen's language. */
export function localizedTitle(record: { title: string; title_ar: string }, locale: TLocale): string {
  return inLocale(record.title, record.title_ar, locale);
}
