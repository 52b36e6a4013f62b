import type { PluginOption } from 'vite';
import { partLoadedAtAll, ROUTE_CATALOG_PARTS, type TPartsByFile, type TRouteCatalogPart } from './catalog-part-files';
import type { TReadSource } from './import-closure';

/*
 * The locale catalog in parts (docs/architecture.md §8): `main`, the messages of the public pages' first load (the
 * files build/import-closure.ts reaches), which every page loads before it renders; `ui`, those of the screens and
 * parts built with Chakra that no route or lazy import of a part shows alone (the booking panel, the filter dialog,
 * menus, drawers, forms), which come with the Chakra scope (src/theme/chakra-scope.tsx); `account`,
 * the messages only the signed-in pages show (My Tickets, the pass, rewards, the profile, the checkout return), loaded by the
 * `/_authenticated` route; `admin`, those only the dashboard, the scanner and the home page's media editors show,
 * loaded by the `/dashboard` route and by the editors' lazy imports; and `auth`, those of the sign-in, sign-up,
 * password, e-mail and phone pages and the contact form, loaded by those routes' loaders — each before any of its
 * screens renders (src/lib/i18n.ts loadCatalogPart). Which files show which part is read from the routes and lazy
 * imports that load it (build/catalog-part-files.ts). One .po file per language stays the translators' file; the
 * parts are cut from it at build time by where each message is used (its `#:` origins).
 */

export type TLazyCatalogPart = TRouteCatalogPart | 'ui';
export type TCatalogPart = 'main' | TLazyCatalogPart;
/** The parts loaded after the first render: `ui` with the Chakra scope, the others by routes and lazy imports. */
export const LAZY_CATALOG_PARTS: readonly TLazyCatalogPart[] = ['ui', ...ROUTE_CATALOG_PARTS];

/**
 * A message goes to `main` when a file of the first load uses it (or none does: a message with no origin); else to a
 * part loaded wherever it is used (build/catalog-part-files.ts: by the routes above each file that uses it, or by the
 * lazy import that brings it); else to `ui`.
 */
export function catalogPartOf(origins: string[], firstLoad: ReadonlySet<string>, byFile: TPartsByFile, read?: TReadSource): TCatalogPart {
  if (origins.length === 0 || origins.some((origin) => firstLoad.has(origin))) return 'main';
  return partLoadedAtAll(origins, byFile, read) ?? 'ui';
}

const PART_QUERY = new RegExp(`\\.po\\?part=(main|${LAZY_CATALOG_PARTS.join('|')})$`);

/**
 * Reads a catalog file with Lingui's own reader: its locale, the Lingui catalog, and each message's part by id (the
 * id the compiled catalogs are keyed by).
 */
export async function readCatalogParts(file: string) {
  const { getConfig } = await import('@lingui/conf');
  const { getCatalogForFile, getCatalogs } = await import('@lingui/cli/api');
  const path = await import('node:path');
  const config = getConfig({ cwd: process.cwd() });
  const found = getCatalogForFile(path.relative(config.rootDir ?? process.cwd(), file), await getCatalogs(config));
  if (!found) throw new Error(`${file} is not a catalog of lingui.config`);
  const raw = (await found.catalog.read(found.locale)) ?? {};
  const { FIRST_LOAD_ROOTS, reachedFiles } = await import('./import-closure');
  const { treeCatalogParts } = await import('./catalog-part-files');
  const firstLoad = new Set(reachedFiles(FIRST_LOAD_ROOTS));
  const byFile = treeCatalogParts();
  const parts = new Map(
    Object.entries(raw).map(([id, entry]) => [
      id,
      catalogPartOf(
        (entry.origin ?? []).map(([origin]) => origin),
        firstLoad,
        byFile,
      ),
    ]),
  );
  return { ...found, config, parts };
}

/**
 * Compiles `…/messages.po?part=main|account|admin|auth` to a module exporting that part's `messages`, as @lingui/vite-plugin
 * compiles a whole `.po` (same translations, fallbacks and compiler).
 */
export function catalogPartsPlugin(): PluginOption {
  return {
    name: 'tadhkira:catalog-parts',
    enforce: 'pre',
    async transform(_source, id) {
      const match = PART_QUERY.exec(id);
      if (!match) return null;
      const part = match[1] as TCatalogPart;
      const { createCompiledCatalog, getCatalogDependentFiles } = await import('@lingui/cli/api');
      const file = id.split('?')[0]!;
      const { locale, catalog, config, parts } = await readCatalogParts(file);
      for (const dependency of await getCatalogDependentFiles(catalog, locale)) this.addWatchFile(dependency);
      this.addWatchFile(file);
      const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales || {}, sourceLocale: config.sourceLocale ?? 'en' });
      const kept = Object.fromEntries(Object.entries(messages).filter(([messageId]) => (parts.get(messageId) ?? 'main') === part));
      const { source, errors } = createCompiledCatalog(locale, kept, { namespace: 'es' });
      if (errors.length) throw new Error(`${file}: ${errors.length} messages do not compile`);
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
