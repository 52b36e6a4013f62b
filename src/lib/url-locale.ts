import type { TLocale } from '../../contract/common';

import { LOCALE_COOKIE } from '../../contract/pages';

export { localeFromCookie, splitLocalePrefix, withLocalePrefix } from '../../contract/pages';

/**
 * Language in the URL (docs/architecture.md §10; the parsers live in contract/pages.ts). The router sees every
 * path without its prefix (the `rewrite` in src/router.tsx), so routes, links and guards know nothing of it.
 *
 * Whether the page was opened through a prefix: links then keep the language in their addresses, and a
 * language switch changes the prefix. Opened unprefixed, links stay unprefixed. Module state: one page in
 * the browser; on the server, set for each render (renders run one at a time).
 */
let prefixed = false;

export function setLocalePrefixed(value: boolean): void {
  prefixed = value;
}

export function isLocalePrefixed(): boolean {
  return prefixed;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writeLocaleCookie(locale: TLocale): void {
  if (typeof document === 'undefined') return;
  // Attribute names are case-insensitive (RFC 6265).
  const attributes = ['path=/', `max-age=${ONE_YEAR_SECONDS}`, 'samesite=lax'];
  document.cookie = [`${LOCALE_COOKIE}=${locale}`, ...attributes].join('; ');
}
