import { i18n, type Messages } from '@lingui/core';
import type { TLocale } from '../../contract/common';
import { INTL_LOCALE, textDirection } from './locale';
import { appStore, localeAtom } from './store';
import { linkLocaleManifest } from './web-manifest';

export { i18n };

type TCatalogModule = { messages: Messages };

async function loadCatalog(locale: TLocale): Promise<Messages> {
  // One chunk per locale, compiled from the .po file by @lingui/vite-plugin (and precached by the worker).
  const catalog = (await import(`../locales/${locale}/messages.po`)) as TCatalogModule;
  return catalog.messages;
}

function applyDocumentLocale(locale: TLocale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = textDirection(locale);
  linkLocaleManifest(locale);
}

/** Loads and activates a catalog, then sets `<html lang dir>`. Call before the first render. */
export async function activateLocale(locale: TLocale): Promise<void> {
  if (i18n.locale !== locale) {
    const messages = await loadCatalog(locale);
    // `locales` is what ICU `#` and {n, number} format with: the same ar-OM (Arabic-Indic digits) as every Intl call.
    i18n.loadAndActivate({ locale, locales: [INTL_LOCALE[locale]], messages });
  }
  applyDocumentLocale(locale);
}

/** Switches the whole app: catalog, document direction, then the saved locale (re-renders Chakra's LocaleProvider). */
export async function changeLocale(locale: TLocale): Promise<void> {
  await activateLocale(locale);
  appStore.set(localeAtom, locale);
}
