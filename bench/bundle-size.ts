/**
 * Gzipped size of the JavaScript a first visit downloads (docs/architecture.md §8: ≤ 150 KB for home and event
 * pages). Reads dist/ after `npm run build`: the entry scripts and modulepreloads of index.html, plus the
 * lazy route chunks a first visit to / and /event/$id pulls in (found through the Vite manifest).
 * Run: `npx vite build && npx tsx bench/bundle-size.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

const entryKeys = Object.entries(manifest).filter(([, c]) => c.isEntry).map(([k]) => k);
const entry = closure(entryKeys);
const sum = (keys: Iterable<string>) => [...keys].filter((k) => manifest[k]!.file.endsWith('.js')).reduce((n, k) => n + gz(manifest[k]!.file), 0);

function routeChunks(pattern: RegExp): string[] {
  return Object.keys(manifest).filter((k) => pattern.test(k) && manifest[k]!.isDynamicEntry);
}

const entryBytes = sum(entry);
console.log(`entry (index.html scripts + static imports): ${kb(entryBytes)} gzipped`);
for (const [label, pattern] of [
  ['/', /src\/routes\/index\.tsx/],
  ['/event/$id', /src\/routes\/event\/\$id\.tsx/],
  ['/dashboard/* (must not be in the entry)', /src\/routes\/dashboard\//],
] as const) {
  const chunks = closure(routeChunks(pattern));
  const extra = [...chunks].filter((k) => !entry.has(k));
  console.log(`${label.padEnd(40)} +${kb(sum(extra))} lazy → first load ${kb(entryBytes + sum(extra))}`);
}
const dashboardInEntry = [...entry].some((k) => k.includes('routes/dashboard') || k.includes('features/scanner') || k.includes('features/dashboard'));
console.log(`dashboard or scanner code in the entry: ${dashboardInEntry ? 'YES (budget broken)' : 'no'}`);
