import { i18n, type Messages } from '@lingui/core';
import type { TLocale } from '../../contract/common';
import { INTL_LOCALE, textDirection } from './locale';
import { appStore, localeAtom } from './store';
import { writeLocaleCookie } from './url-locale';
import { linkLocaleManifest } from './web-manifest';

export { i18n };

type TCatalogModule = { messages: Messages };

async function loadCatalog(locale: TLocale): Promise<Messages> {
  // One chunk per locale, compiled from the .po file by @lingui/vite-plugin (and precached by the worker).
  const catalog = (await import(`../locales/${locale}/messages.po`)) as TCatalogModule;
  return catalog.messages;
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
