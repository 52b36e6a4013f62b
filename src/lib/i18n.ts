import { i18n, type Messages } from '@lingui/core';
import type { TLocale } from '../../contract/common';
import type { TLazyCatalogPart } from '../../build/catalogs';
import { INTL_LOCALE, textDirection } from './locale';
import { appStore, localeAtom } from './store';
import { writeLocaleCookie } from './url-locale';
import { linkLocaleManifest } from './web-manifest';

export { i18n };

type TCatalogModule = { messages: Messages };

/*
 * Each language's catalog in chunks cut from its .po file (build/catalogs.ts, docs/architecture.md §8): the messages
 * of the public pages' first load, those of the parts built with Chakra (loaded with the Chakra scope), those only
 * the signed-in pages show, those only the dashboard, the scanner and the media editors show, and those of the
 * sign-in, account-recovery and contact pages. The home and event pages load the first alone. All are precached by
 * the service worker.
 */
const MAIN_CATALOG: Record<TLocale, () => Promise<TCatalogModule>> = {
  en: () => import('../locales/en/messages.po?part=main'),
  ar: () => import('../locales/ar/messages.po?part=main'),
};
const CATALOG_PARTS: Record<TLazyCatalogPart, Record<TLocale, () => Promise<TCatalogModule>>> = {
  ui: {
    en: () => import('../locales/en/messages.po?part=ui'),
    ar: () => import('../locales/ar/messages.po?part=ui'),
  },
  account: {
    en: () => import('../locales/en/messages.po?part=account'),
    ar: () => import('../locales/ar/messages.po?part=account'),
  },
  admin: {
    en: () => import('../locales/en/messages.po?part=admin'),
    ar: () => import('../locales/ar/messages.po?part=admin'),
  },
  auth: {
    en: () => import('../locales/en/messages.po?part=auth'),
    ar: () => import('../locales/ar/messages.po?part=auth'),
  },
};

/** The parts the visitor's screens have needed: a later change of language loads them too. */
const loadedParts = new Set<TLazyCatalogPart>();
/** `part:locale` of what is in i18n already (Lingui keeps each language's messages once loaded). */
const partsInCatalog = new Set<string>();

async function loadCatalog(locale: TLocale): Promise<Messages> {
  const parts = [...loadedParts];
  const modules = await Promise.all([MAIN_CATALOG[locale](), ...parts.map((part) => CATALOG_PARTS[part][locale]())]);
  for (const part of parts) partsInCatalog.add(`${part}:${locale}`);
  return Object.assign({}, ...modules.map((module) => module.messages)) as Messages;
}

/**
 * Adds a part's messages to the active language's catalog, once: loading changes the catalog, which re-renders every
 * translated component. What shows them awaits it before any of those renders: the loaders of the `/_authenticated`
 * layout (account part), the `/dashboard` layout (admin) and the sign-in, recovery and contact routes (auth), through
 * catalogPartLoader; the home page's editors' lazy imports (admin).
 */
export async function loadCatalogPart(part: TLazyCatalogPart): Promise<void> {
  loadedParts.add(part);
  const locale = i18n.locale as TLocale;
  if (partsInCatalog.has(`${part}:${locale}`)) return;
  const { messages } = await CATALOG_PARTS[part][locale]();
  if (part === 'ui' && i18n.locale === locale && !partsInCatalog.has(`${part}:${locale}`)) {
    // Quietly: no component on screen shows a `ui` message before the part it belongs to has loaded this, so nothing
    // needs to re-render (Lingui's own load adds them the same way, then re-renders every translated component).
    Object.assign(i18n.messages, messages);
  } else i18n.load(locale, messages);
  partsInCatalog.add(`${part}:${locale}`);
  // The language changed meanwhile: the new one needs the part too (unless its activation brought it).
  if (i18n.locale !== locale) await loadCatalogPart(part);
}

/** A promise that says whether it has settled, as React's `use` reads it: a loaded part renders without suspending. */
type TTrackedLoad = Promise<void> & { status: 'pending' | 'fulfilled' | 'rejected'; value?: undefined; reason?: unknown };

const partLoads = new Map<string, TTrackedLoad>();

/** One promise per part and language, for React's `use` (src/theme/chakra-scope.tsx). */
export function catalogPartLoad(part: TLazyCatalogPart): Promise<void> {
  const key = `${part}:${i18n.locale}`;
  let load = partLoads.get(key);
  if (!load) {
    const tracked: TTrackedLoad = Object.assign(partsInCatalog.has(key) ? Promise.resolve() : loadCatalogPart(part), {
      status: partsInCatalog.has(key) ? ('fulfilled' as const) : ('pending' as const),
    });
    tracked.then(
      () => Object.assign(tracked, { status: 'fulfilled', value: undefined }),
      (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
    );
    load = tracked;
    partLoads.set(key, load);
  }
  return load;
}

/**
 * A route loader that loads a part, beside the route's own chunks (a `beforeLoad` would run before them). On a
 * preload (a hovered or touched link) it only fetches the part's chunk, since loading it into the catalog
 * re-renders every translated component of the page the visitor is still on.
 */
export function catalogPartLoader(part: TLazyCatalogPart) {
  return async ({ preload }: { preload: boolean }): Promise<void> => {
    if (preload) await CATALOG_PARTS[part][i18n.locale as TLocale]();
    else await loadCatalogPart(part);
  };
}

function applyDocumentLocale(locale: TLocale): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  // Only when they change: writing even the same `dir` makes the browser restyle every element (the :dir()
  // state), a long task on a server-rendered page that already has them.
  if (root.lang !== locale) root.lang = locale;
  const dir = textDirection(locale);
  if (root.dir !== dir) root.dir = dir;
  linkLocaleManifest(locale);
}

/**
 * Loads and activates a catalog, sets `<html lang dir>` and the page's locale (re-rendering Chakra's
 * LocaleProvider). Call before the first render. Saves nothing: see changeLocale.
 */
export async function activateLocale(locale: TLocale): Promise<void> {
  if (i18n.locale !== locale) {
    const messages = await loadCatalog(locale);
    // `locales` is what ICU `#` and {n, number} format with: the same ar-OM (Arabic-Indic digits) as every Intl call.
    i18n.loadAndActivate({ locale, locales: [INTL_LOCALE[locale]], messages });
  }
  applyDocumentLocale(locale);
  appStore.set(localeAtom, locale);
}

/**
 * The visitor's choice (the language switcher, another tab): switches the page and saves the choice in
 * localStorage and in the cookie the server renders unprefixed pages with (docs/architecture.md §10).
 */
export async function changeLocale(locale: TLocale): Promise<void> {
  await activateLocale(locale);
  saveLocaleChoice(locale);
}

export function saveLocaleChoice(locale: TLocale): void {
  try {
    localStorage.setItem('locale', locale);
  } catch {
    // Storage can be unavailable (privacy modes); the cookie still carries the choice.
  }
  writeLocaleCookie(locale);
}
