import type { TLocale } from '../../../contract/common';

/**
 * An event of the report in the screen's language (the API sends both names, whatever the
 * Accept-Language): Arabic in Arabic when it was written, else English; English never shows a blank.
 */
export function localizedName(record: { name: string; name_ar: string }, locale: TLocale): string {
  const english = record.name.trim();
  const arabic = record.name_ar.trim();
  if (locale === 'ar') return arabic || english;
  return english || arabic;
}
