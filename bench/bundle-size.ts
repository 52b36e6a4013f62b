/**
 * Gzipped size of the JavaScript a first visit downloads (docs/architecture.md §8: ≤ 150 KB for home and event
 * pages). Reads dist/ after `npm run build`: the entry scripts and modulepreloads of index.html, plus the
 * lazy route chunks a first visit to / and /event/$id pulls in (found through the Vite manifest).
 * Run: `npx vite build && npx tsx bench/bundle-size.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LAZY_CATALOG_PARTS, type TCatalogPart } from '../build/catalogs';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };

const dist = path.resolve('dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json missing: build with `build.manifest: true` first (npx vite build)');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk and its static imports, transitively. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key]!.imports ?? [], seen);
  }
  return seen;
}

const entryKeys = Object.entries(manifest)
  .filter(([, c]) => c.isEntry)
  .map(([k]) => k);
const entry = closure(entryKeys);
const sum = (keys: Iterable<string>) => [...keys].filter((k) => manifest[k]!.file.endsWith('.js')).reduce((n, k) => n + gz(manifest[k]!.file), 0);

function routeChunks(pattern: RegExp): string[] {
  return Object.keys(manifest).filter((k) => pattern.test(k) && manifest[k]!.isDynamicEntry);
}

const jsCount = (keys: Iterable<string>) => [...keys].filter((k) => manifest[k]!.file.endsWith('.js')).length;

/**
 * The locale catalog's parts (build/catalogs.ts): a page loads its language's main part before its first render; the
 * screens and parts built with Chakra add the ui part, the signed-in pages the account part, the dashboard the admin
 * part, the sign-in and recovery pages the auth part.
 * The main part is counted in the first load (docs/architecture.md §8).
 */
const PARTS: TCatalogPart[] = ['main', ...LAZY_CATALOG_PARTS];
const catalogPart = (locale: 'en' | 'ar', part: TCatalogPart) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(`src/locales/${locale}/messages.po?part=${part}`));
  if (!key) throw new Error(`no ${part} part of the ${locale} catalog in the build`);
  return gz(manifest[key]!.file);
};
const catalogs = (['en', 'ar'] as const).map(
  (locale) =>
    ({ locale, ...Object.fromEntries(PARTS.map((part) => [part, catalogPart(locale, part)])) }) as { locale: 'en' | 'ar' } & Record<TCatalogPart, number>,
);

const entryBytes = sum(entry);
const entryFiles = jsCount(entry);
console.log(`entry (index.html scripts + static imports): ${kb(entryBytes)} gzipped in ${entryFiles} files`);
for (const [label, pattern, publicPage] of [
  ['/', /src\/routes\/index\.tsx/, true],
  ['/event/$id', /src\/routes\/event\/\$id\.tsx/, true],
  ['/dashboard/* (must not be in the entry)', /src\/routes\/dashboard\//, false],
] as const) {
  const chunks = closure(routeChunks(pattern));
  const extra = [...chunks].filter((k) => !entry.has(k));
  const firstLoad = entryBytes + sum(extra);
  // Requests: every JS file of the entry plus the route's lazy files (docs/architecture.md §8: ≤ 15).
  console.log(
    `${label.padEnd(40)} +${kb(sum(extra))} lazy in ${jsCount(extra)} files → first load ${kb(firstLoad)} in ${entryFiles + jsCount(extra)} requests`,
  );
  // The budget counts the page's catalog too: one more request, in the page's language.
  if (publicPage) {
    console.log(`${''.padEnd(40)} with its catalog's main part (≤ 150 KB): ${catalogs.map((c) => `${c.locale} ${kb(firstLoad + c.main)}`).join(', ')}`);
  }
}
console.log(`locale catalog, main part (one per page, before its first render): ${catalogs.map((c) => `${c.locale} ${kb(c.main)}`).join(', ')}`);
console.log(
  `catalog parts loaded later: ${LAZY_CATALOG_PARTS.map((part) => `${part} ${catalogs.map((c) => `${c.locale} ${kb(c[part])}`).join(', ')}`).join('; ')}`,
);
// zod's schemas carry their internals under `_zod`, a name minifiers keep: none may be in a public first load (§8).
const zodIn = (keys: Iterable<string>) =>
  [...keys].some((k) => manifest[k]!.file.endsWith('.js') && readFileSync(path.join(dist, manifest[k]!.file), 'utf8').includes('._zod'));
const publicFirstLoad = new Set([...entry, ...closure(routeChunks(/src\/routes\/index\.tsx/)), ...closure(routeChunks(/src\/routes\/event\/\$id\.tsx/))]);
console.log(`zod in the first load of / or /event/$id: ${zodIn(publicFirstLoad) ? 'YES (it should load with the first answer)' : 'no'}`);
const dashboardInEntry = [...entry].some((k) => k.includes('routes/dashboard') || k.includes('features/scanner') || k.includes('features/dashboard'));
console.log(`dashboard or scanner code in the entry: ${dashboardInEntry ? 'YES (budget broken)' : 'no'}`);
