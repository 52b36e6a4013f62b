import { LOCALES, type TLocale } from '../../contract/common';

/*
 * The language a public answer is written in (docs/product.md §3, bilingual content): the `lang` query
 * parameter when it names a supported locale, else the first of en / ar that Accept-Language prefers,
 * else English. Every route whose answer carries attendee-facing text resolves it here, once.
 */

export const DEFAULT_LOCALE: TLocale = 'en';

function isLocale(value: string): value is TLocale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * The supported locale the header prefers most, by q-value then by order (RFC 9110 §12.5.4): "ar-OM,
 * en;q=0.8" → ar; "fr, en;q=0.5, ar;q=0.4" → en; `q=0` refuses a language; nothing supported → undefined.
 */
export function localeFromAcceptLanguage(header: string | undefined): TLocale | undefined {
  if (!header) return undefined;
  let best: { locale: TLocale; q: number } | undefined;
  for (const range of header.split(',')) {
    const [tag = '', ...params] = range.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLocale(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale;
}

/** `lang` wins when it is en or ar (anything else is ignored, not refused); then Accept-Language; then English. */
export function resolveLocale(lang: unknown, acceptLanguage: string | undefined): TLocale {
  if (typeof lang === 'string') {
    const wanted = lang.trim().toLowerCase();
    if (isLocale(wanted)) return wanted;
  }
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/**
 * `lang` read from the raw query string: a route's validated `request.query` has already dropped keys its
 * schema does not list, and `lang` applies to every public route alike.
 */
function langParam(url: string): string | null {
  const mark = url.indexOf('?');
  return mark === -1 ? null : new URLSearchParams(url.slice(mark + 1)).get('lang');
}

/** What contentLocale needs of a Fastify request and reply. */
type TLocaleRequest = { url: string; headers: Record<string, string | string[] | undefined> };
type TVaryingReply = { getHeader(name: string): unknown; header(name: string, value: string): unknown };

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * The caller's content locale, and `Vary: Accept-Language` on the answer: it differs by that header, so a
 * shared cache must not hand one language's copy to a reader of the other.
 */
export function contentLocale(request: TLocaleRequest, reply: TVaryingReply): TLocale {
  const current = reply.getHeader('vary');
  const vary = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (!/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  return resolveLocale(langParam(request.url), headerValue(request.headers['accept-language']));
}

/**
 * A text in `locale` with the other language as fallback; '' (or null) means "not written". The same rule as
 * `localized()` in server/db/localized.ts, for rows already loaded whole.
 */
export function pickText<T extends string | null>(locale: TLocale, en: T, ar: string): T | string {
  if (locale === 'ar') return ar !== '' ? ar : en;
  return en !== null && en !== '' ? en : ar !== '' ? ar : en;
}
