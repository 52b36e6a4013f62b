import path from 'node:path';
import { readSource, SERVER_ONLY_DIR, SKIPPED, sourceFiles, type TReadSource, valueImports } from './import-closure';

/*
 * Which lazy parts of the locale catalog are loaded whenever a source file renders (docs/architecture.md §8), read from
 * where the parts are loaded, not from a list of folders: a route that loads one says so in its own file
 * (`loader: catalogPartLoader('auth')`), and so does a lazy import that brings one with it
 * (`Promise.all([import('./editor'), loadCatalogPart('admin')])`). A route's component renders once its loader and
 * those of the layouts above it are done, so every file it reaches has their parts — unless some other way reaches
 * that file without them (a public page, a layout without the part). A file's parts are the ones loaded on *every*
 * import path to it, from the browser entry and each route (a must-analysis over the import graph).
 *
 * One case the graph cannot see: a module of messages keyed by error code that every screen's error map imports, but
 * whose codes only the screens of one part meet. It says so itself, on a line of its own: `// catalog part: admin`.
 */

/** The parts a route or a lazy import loads; `ui` comes with the Chakra scope and is every message's fallback. */
export const ROUTE_CATALOG_PARTS = ['auth', 'admin', 'account'] as const;
export type TRouteCatalogPart = (typeof ROUTE_CATALOG_PARTS)[number];
export type TPartsByFile = ReadonlyMap<string, ReadonlySet<TRouteCatalogPart>>;

const ROUTES_DIR = 'src/routes/';
const PART_NAMES = ROUTE_CATALOG_PARTS.join('|');
const PART_CALL = new RegExp(`(?:catalogPartLoader|loadCatalogPart)\\(\\s*['"](${PART_NAMES})['"]\\s*\\)`, 'g');
const DECLARED_PART = new RegExp(`^// catalog part: (${PART_NAMES})\\b`, 'm');

function partsNamed(code: string): TRouteCatalogPart[] {
  return [...code.matchAll(PART_CALL)].map((match) => match[1] as TRouteCatalogPart);
}

/** The part a file declares for its own messages (`// catalog part: admin`), if any. */
export function declaredPart(source: string): TRouteCatalogPart | null {
  return (DECLARED_PART.exec(source)?.[1] as TRouteCatalogPart | undefined) ?? null;
}

/**
 * A module's imports with the parts each brings: a static import none, an `import()` those loaded in the same
 * statement (between the semicolons around it).
 */
export function importEdges(source: string): { spec: string; parts: TRouteCatalogPart[] }[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const edges = valueImports(source).map((spec) => ({ spec, parts: [] as TRouteCatalogPart[] }));
  for (const match of code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const start = code.lastIndexOf(';', match.index) + 1;
    const end = code.indexOf(';', match.index);
    edges.push({ spec: match[1]!, parts: partsNamed(code.slice(start, end === -1 ? undefined : end)) });
  }
  return edges;
}

/** The layouts above a route file: `__root.tsx`, then for each folder on its path `<folder>.tsx` and `<folder>/route.tsx`. */
export function layoutsAbove(route: string, exists: (file: string) => boolean): string[] {
  const folders = path.posix
    .dirname(route.slice(ROUTES_DIR.length))
    .split('/')
    .filter((part) => part !== '.');
  const layouts = [`${ROUTES_DIR}__root.tsx`];
  for (let i = 1; i <= folders.length; i++) {
    const folder = `${ROUTES_DIR}${folders.slice(0, i).join('/')}`;
    layouts.push(`${folder}.tsx`, `${folder}/route.tsx`);
  }
  return layouts.filter((layout) => layout !== route && exists(layout));
}

/**
 * Each browser-reached source file with the lazy parts loaded whenever it renders (possibly none). Entered from
 * `src/main.tsx` with none and from every route file with its own loader's parts and its layouts'; `files` is the
 * tree's source files (tests left out), `read` reads one.
 */
export function catalogPartsByFile(files: readonly string[], read: TReadSource = readSource): TPartsByFile {
  const known = new Set(files);
  const texts = new Map<string, string>();
  const text = (file: string) => {
    let source = texts.get(file);
    if (source === undefined) texts.set(file, (source = read(file)));
    return source;
  };
  const parts = new Map<string, Set<TRouteCatalogPart>>();
  const queue: string[] = [];
  const enter = (file: string, incoming: Iterable<TRouteCatalogPart>) => {
    const current = parts.get(file);
    if (!current) {
      parts.set(file, new Set(incoming));
      queue.push(file);
      return;
    }
    const kept = new Set(incoming);
    let changed = false;
    for (const part of current) if (!kept.has(part)) changed = current.delete(part);
    if (changed) queue.push(file);
  };
  enter('src/main.tsx', []);
  const routes = files.filter((file) => file.startsWith(ROUTES_DIR) && /\.tsx?$/.test(file) && !SKIPPED.has(file));
  for (const route of routes)
    enter(
      route,
      [route, ...layoutsAbove(route, (file) => known.has(file))].flatMap((file) => partsNamed(text(file))),
    );
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    const own = parts.get(file)!;
    for (const { spec, parts: brought } of importEdges(text(file))) {
      if (!spec.startsWith('.')) continue;
      const target = resolveAmong(known, file, spec);
      if (!target || SKIPPED.has(target) || target.startsWith(SERVER_ONLY_DIR)) continue;
      enter(target, [...own, ...brought]);
    }
  }
  return parts;
}

/** The file of `files` a relative specifier names, as Vite resolves it (with or without its extension, or a folder's index). */
function resolveAmong(files: ReadonlySet<string>, from: string, spec: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec.replace(/\?.*$/, '')));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => files.has(file)) ?? null;
}

/** The one part a message whose origins are `files` can go to: the first loaded at every one of them, or none. */
export function partLoadedAtAll(files: readonly string[], byFile: TPartsByFile, read: TReadSource = readSource): TRouteCatalogPart | null {
  if (files.length === 0) return null;
  const sets = files.map((file) => {
    const declared = declaredPart(safeRead(read, file));
    return declared ? new Set([declared]) : (byFile.get(file) ?? new Set<TRouteCatalogPart>());
  });
  return ROUTE_CATALOG_PARTS.find((part) => sets.every((set) => set.has(part))) ?? null;
}

function safeRead(read: TReadSource, file: string): string {
  try {
    return read(file);
  } catch {
    return '';
  }
}

/** Every file's parts over the real tree. */
export function treeCatalogParts() {
  return catalogPartsByFile(sourceFiles('src'));
}
