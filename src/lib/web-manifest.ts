import type { TLocale } from '../../contract/common';

/*
 * The install manifests, one per language (docs/architecture.md §6): the installed app is named, and its splash laid
 * out, in the language the visitor reads. build/plugins.ts writes both files; src/lib/i18n.ts points
 * `<link rel="manifest">` at the current language's one. Same `id`, so they describe one app.
 */

/** Brand teal (brand.700 in src/theme/system.ts); keep in sync with index.html's theme-color. */
export const THEME_COLOR = '#0c5a55';
export const BACKGROUND_COLOR = '#fbf7f0';

export const MANIFEST_HREF: Record<TLocale, string> = { en: '/manifest.webmanifest', ar: '/manifest-ar.webmanifest' };

const SHARED = {
  id: '/',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  display: 'standalone',
  start_url: '/',
  scope: '/',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;

/* eslint-disable lingui/no-unlocalized-strings -- manifest files, written at build time, not interface text */
export const WEB_MANIFESTS = {
  en: {
    ...SHARED,
    name: 'Tadhkira — Events in Oman',
    short_name: 'Tadhkira',
    description: 'Discover events across Oman, book tickets and keep your passes on your phone.',
    lang: 'en',
    dir: 'ltr',
  },
  ar: {
    ...SHARED,
    name: 'تذكرة — فعاليات عُمان',
    short_name: 'تذكرة',
    description: 'اكتشف الفعاليات في أنحاء عُمان، واحجز تذاكرك واحتفظ بها على هاتفك.',
    lang: 'ar',
    dir: 'rtl',
  },
} as const satisfies Record<TLocale, object>;
/* eslint-enable lingui/no-unlocalized-strings */

/** Points `<link rel="manifest">` at the language's manifest (the build adds the link, in production). */
export function linkLocaleManifest(locale: TLocale): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link && link.getAttribute('href') !== MANIFEST_HREF[locale]) link.setAttribute('href', MANIFEST_HREF[locale]);
}
