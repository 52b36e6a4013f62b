import type { TLocale } from './common';

/**
 * Page addresses, shared by the server render (server/plugins/ssr.ts) and the client router
 * (src/lib/url-locale.ts), docs/architecture.md §10: `/ar/…` is always Arabic and `/en/…` always English; an
 * unprefixed path is rendered in the saved choice (cookie `locale`), else Accept-Language, else English.
 */
const PREFIX = /^\/(ar|en)(?=\/|$)/;

/** Splits `/ar/event/5` into `ar` and `/event/5`; a path without a language prefix keeps its path. */
export function splitLocalePrefix(pathname: string): { locale: TLocale | null; path: string } {
  const match = PREFIX.exec(pathname);
  if (!match) return { locale: null, path: pathname };
  return { locale: match[1] as TLocale, path: pathname.slice(match[0].length) || '/' };
}

/** `/event/5` in Arabic is `/ar/event/5`; home is `/ar` (no trailing slash). */
export function withLocalePrefix(locale: TLocale, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The cookie holding the visitor's saved choice; localStorage keeps the same choice for the client. */
export const LOCALE_COOKIE = 'locale';
const COOKIE_LOCALE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(ar|en)(?:;|$)`);

/** The locale named by a Cookie header, if any. */
export function localeFromCookie(cookieHeader: string | undefined): TLocale | null {
  const match = COOKIE_LOCALE.exec(cookieHeader ?? '');
  return match ? (match[1] as TLocale) : null;
}

/** What server/plugins/ssr.ts asks of the server render (src/entry-server.tsx). */
export type TRenderInput = {
  /** The request's path and query, language prefix included: `/ar/event/5?x=1`. */
  url: string;
  locale: TLocale;
  /** The request came through `/ar/…` or `/en/…`: links keep the prefix. */
  prefixed: boolean;
  /** Absolute origin for canonical, Open Graph and sitemap URLs. */
  origin: string;
  /** Reaches the API without a socket. */
  fetch: typeof fetch;
};

export type TRenderResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      lang: TLocale;
      dir: 'ltr' | 'rtl';
      /** Tags for inside <head>: title, description, canonical, alternates, Open Graph, JSON-LD. */
      head: string;
      /** The app's HTML, for inside #root. */
      html: string;
      /** JSON of the dehydrated query cache and the locale, for the `#ssr-state` script. */
      state: string;
    };
