/** `&`, `<`, `>`, `"` and `'` as entities valid in HTML, XML and SVG alike: text and attribute values the server writes into markup (mails, posters, the sitemap). */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
