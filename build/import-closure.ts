import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * The public pages' first load as the source tree writes it (docs/architecture.md §8, docs/ui.md): the static import
 * closure of the browser entry and of the routes of `/`, `/ar`, `/event/{id}` and `/category/{id}`. src/first-load.test.ts
 * holds it to plain elements; build/catalogs.ts puts in the catalog's main part the messages of these files alone.
 * Followed as written, no build needed: type-only imports are erased and `import()` loads later, so neither counts.
 * The route tree is left out (it names every route; the router splits each route's screen into its own chunk), and the
 * four routes are roots of their own. So is `src/ssr/`, which the routes import for their server-only `head()`.
 */

const root = path.resolve(import.meta.dirname, '..');

/** The browser entry, the root layout, and the public pages' routes (`/ar…` is the same routes, URL-prefixed). */
export const FIRST_LOAD_ROOTS = ['src/main.tsx', 'src/routes/__root.tsx', 'src/routes/index.tsx', 'src/routes/event/$id.tsx', 'src/routes/category/$id.tsx'];
export const SKIPPED = new Set(['src/routeTree.gen.ts']);
/** Server-only modules (the pages' heads): routes name them under `import.meta.env.SSR`, and the browser build fails if one ships (build/plugins.ts). */
export const SERVER_ONLY_DIR = 'src/ssr/';

export type TReadSource = (file: string) => string;
export const readSource: TReadSource = (file) => readFileSync(path.join(root, file), 'utf8');

/**
 * The specifiers a module imports for their value: `import … from`, `import '…'` and `export … from`, not
 * `import type` / `export type`, nor `import()`. Comments are dropped first so a quoted example is not an import.
 */
export function valueImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specs: string[] = [];
  for (const match of code.matchAll(/^\s*(import|export)\s+([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const clause = match[2]!.trim();
    if (clause.startsWith('type ') || clause.startsWith('type{')) continue;
    specs.push(match[3]!);
  }
  for (const match of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) specs.push(match[1]!);
  return specs;
}

export function resolveRelative(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(path.join(root, from)), spec.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const found = candidates.find((file) => existsSync(file) && statSync(file).isFile());
  return found ? path.relative(root, found).split(path.sep).join('/') : null;
}

/** Every file the static imports of `roots` reach, in the source tree (packages left out). */
export function reachedFiles(roots: string[], read: TReadSource = readSource): string[] {
  const seen = new Set(roots);
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    for (const spec of valueImports(read(file))) {
      if (!spec.startsWith('.')) continue;
      const target = resolveRelative(file, spec);
      if (!target || SKIPPED.has(target) || target.startsWith(SERVER_ONLY_DIR) || seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...seen];
}

/** The source files under a folder of the tree (`src`), tests left out, as paths from the root. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}
