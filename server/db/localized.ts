import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TLocale } from '../../contract/common';

/**
 * A text column in the reader's language (docs/product.md §3, bilingual content): the Arabic twin for an
 * Arabic reader unless it is '' (not written), else the English; for an English reader the English
 * unless it is empty, else the Arabic. The same rule as pickText() in server/lib/locale.ts.
 */
export function localized<T extends string | null = string>(locale: TLocale, en: SQLWrapper, ar: SQLWrapper): SQL<T> {
  return locale === 'ar' ? sql<T>`coalesce(nullif(${ar}, ''), ${en})` : sql<T>`coalesce(nullif(${en}, ''), nullif(${ar}, ''), ${en})`;
}
