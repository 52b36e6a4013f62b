import type { PluginOption } from 'vite';

/*
 * The locale catalog in parts (docs/architecture.md §8): `main`, the messages of the public pages' first load (the
 * files build/import-closure.ts reaches), which every page loads before it renders; `ui`, those of the screens and
 * parts built with Chakra outside the folders below (the booking panel, the filter dialog, menus, drawers, forms),
 * which come with the Chakra scope (src/theme/chakra-scope.tsx); `account`,
 * the messages only the signed-in pages show (My Tickets, the pass, rewards, the profile, the checkout return), loaded by the
 * `/_authenticated` route; `admin`, those only the dashboard, the scanner and the home page's media editors show,
 * loaded by the `/dashboard` route and by the editors' lazy imports; and `auth`, those of the sign-in, sign-up,
 * password, e-mail and phone pages and the contact form, loaded by those routes' loaders — each before any of its
 * screens renders (src/lib/i18n.ts loadCatalogPart). One .po file per language stays the translators' file; the parts
 * are cut from it at build time by where each message is used (its `#:` origins).
 */

/**
 * Source folders only the modules that load their part reach (src/lib/catalog-parts.test.ts checks the imports): a
 * route layout, a route's loader, a lazy import.
 */
export const PART_SOURCE_DIRS = {
  admin: [
    'src/components/dashboard/',
    'src/features/home/editors/',
    'src/features/dashboard-audit/',
    'src/features/dashboard-categories/',
    'src/features/dashboard-events/',
    'src/features/dashboard-promo-codes/',
    'src/features/dashboard-rewards/',
    'src/features/dashboard-users/',
    'src/features/reports/',
    'src/features/scanner/',
    'src/routes/dashboard/',
  ],
  account: [
    'src/components/account/',
    'src/features/account/',
    'src/features/checkout/',
    'src/features/pass/',
    'src/features/rewards/',
    'src/features/tickets/',
    'src/routes/_authenticated/',
  ],
  auth: ['src/features/auth/', 'src/features/contact/'],
} as const;

export type TFolderCatalogPart = keyof typeof PART_SOURCE_DIRS;
export type TLazyCatalogPart = TFolderCatalogPart | 'ui';
export type TCatalogPart = 'main' | TLazyCatalogPart;

/** The lazy part whose folders hold a file, if any. */
export function sourcePartOf(file: string): TFolderCatalogPart | null {
  for (const [part, dirs] of Object.entries(PART_SOURCE_DIRS) as [TFolderCatalogPart, readonly string[]][]) {
    if (dirs.some((dir) => file.startsWith(dir))) return part;
  }
  return null;
}

/**
 * A message goes to `main` when a file of the first load uses it (or none does: a message with no origin); else to a
 * folder's part when every file that uses it is in that part's folders; else to `ui`.
 */
export function catalogPartOf(origins: string[], firstLoad: ReadonlySet<string>): TCatalogPart {
  if (origins.length === 0 || origins.some((origin) => firstLoad.has(origin))) return 'main';
  const parts = new Set(origins.map(sourcePartOf));
  const [only] = parts;
  return parts.size === 1 && only ? only : 'ui';
}

const PART_QUERY = new RegExp(`\\.po\\?part=(main|ui|${Object.keys(PART_SOURCE_DIRS).join('|')})$`);

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
  const firstLoad = new Set(reachedFiles(FIRST_LOAD_ROOTS));
  const parts = new Map(
    Object.entries(raw).map(([id, entry]) => [
      id,
      catalogPartOf(
        (entry.origin ?? []).map(([origin]) => origin),
        firstLoad,
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
