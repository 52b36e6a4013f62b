import type { TLocale } from '../../contract/common';
import { escapeMarkup } from './markup';

/**
 * The frame every mail's HTML shares (docs/architecture.md §4 Outbox): the document in the reader's language, right to
 * left in Arabic, with one plain, widely supported style. `body` is markup, already escaped by its writer.
 */
export function mailDocument(locale: TLocale, title: string, body: string): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(title)}</title></head>
<body dir="${dir}" style="font-family: system-ui, 'Segoe UI', Tahoma, Arial, sans-serif; line-height: 1.6; color: #1a202c; text-align: ${dir === 'rtl' ? 'right' : 'left'};">
${body}</body>
</html>
`;
}
