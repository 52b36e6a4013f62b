import type { PluginOption } from 'vite';

/*
 * The locale catalog in two parts (docs/architecture.md §8): `main`, which every page loads before it renders,
 * and `admin`, the messages only the dashboard and the scanner show, loaded by the /dashboard route before
 * any of its screens renders (src/lib/i18n.ts loadAdminMessages). One .po file per language stays the
 * translators' file; the parts are cut from it at build time by where each message is used (its `#:` origins).
 */

/** Source folders only the /dashboard routes reach (src/lib/catalog-parts.test.ts checks the imports). */
export const ADMIN_SOURCE_DIRS = [
  'src/features/dashboard-categories/',
  'src/features/dashboard-events/',
  'src/features/dashboard-rewards/',
  'src/features/dashboard-users/',
  'src/features/reports/',
  'src/features/scanner/',
  'src/routes/dashboard/',
] as const;

export type TCatalogPart = 'main' | 'admin';

/** A message goes to `admin` when every file that uses it is in ADMIN_SOURCE_DIRS, else to `main`. */
export function catalogPartOf(origins: string[]): TCatalogPart {
  const admin = origins.length > 0 && origins.every((file) => ADMIN_SOURCE_DIRS.some((dir) => file.startsWith(dir)));
  return admin ? 'admin' : 'main';
}

const PART_QUERY = /\.po\?part=(main|admin)$/;

/**
 * Compiles `…/messages.po?part=main|admin` to a module exporting that part's `messages`, as @lingui/vite-plugin
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
      const { getConfig } = await import('@lingui/conf');
      const { getCatalogForFile, getCatalogs, createCompiledCatalog, getCatalogDependentFiles } = await import('@lingui/cli/api');
      const path = await import('node:path');
      const config = getConfig({ cwd: process.cwd() });
      const file = id.split('?')[0]!;
      const found = getCatalogForFile(path.relative(config.rootDir ?? process.cwd(), file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not a catalog of lingui.config`);
      const { locale, catalog } = found;
      for (const dependency of await getCatalogDependentFiles(catalog, locale)) this.addWatchFile(dependency);
      this.addWatchFile(file);
      const raw = (await catalog.read(locale)) ?? {};
      const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales || {}, sourceLocale: config.sourceLocale ?? 'en' });
      const kept = Object.fromEntries(
        Object.entries(messages).filter(([messageId]) => catalogPartOf((raw[messageId]?.origin ?? []).map(([origin]) => origin)) === part),
      );
      const { source, errors } = createCompiledCatalog(locale, kept, { namespace: 'es' });
      if (errors.length) throw new Error(`${file}: ${errors.length} messages do not compile`);
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
