import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_ROOTS as ROOTS, readSource, reachedFiles, resolveRelative, SKIPPED, valueImports, type TReadSource } from '../build/import-closure';

/*
 * What the public pages' first load may reach (docs/architecture.md §8, docs/ui.md): the static import
 * closure of the browser entry and of the routes of `/`, `/ar`, `/event/{id}` and `/category/{id}` never
 * names Chakra UI, emotion or classic zod. Followed through the source tree as written, no build needed:
 * a bare `import '@chakra-ui/react'` counts even where a bundler would drop it. Type-only imports are
 * erased and `import()` loads later, so neither counts. The route tree is left out (it names every route;
 * the router splits each route's screen into its own chunk), and the four routes are roots of their own.
 */

const root = path.resolve(import.meta.dirname, '..');

const FORBIDDEN: { name: string; test: (spec: string) => boolean }[] = [
  { name: 'Chakra UI', test: (spec) => spec.startsWith('@chakra-ui/') },
  { name: 'emotion', test: (spec) => spec.startsWith('@emotion/') },
  { name: 'classic zod', test: (spec) => spec === 'zod' || spec === 'zod/v4' || spec === 'zod/v3' || spec === 'zod/v4/classic' },
];

/**
 * The path says which UI system a file uses (docs/ui.md): every component the first load reaches is a
 * `*.plain.tsx` file, where lint forbids Chakra and emotion (eslint.config.js). The route files keep the router's
 * names, and the entry and the router's wiring are not components; lint holds the public routes to the same rule.
 */
const NOT_COMPONENTS = new Set(['src/main.tsx', 'src/app.tsx', 'src/router.tsx']);

export function unmarkedPlainFiles(files: string[]): string[] {
  return files.filter((file) => file.endsWith('.tsx') && !file.endsWith('.plain.tsx') && !file.startsWith('src/routes/') && !NOT_COMPONENTS.has(file));
}

/** Every forbidden import reachable from `roots`, each with the chain of files that reaches it. */
export function forbiddenReach(roots: string[], read: TReadSource = readSource): string[] {
  const found: string[] = [];
  const via = new Map<string, string | null>(roots.map((file) => [file, null]));
  const queue = [...roots];
  const chain = (file: string): string => {
    const steps: string[] = [];
    for (let at: string | null = file; at; at = via.get(at) ?? null) steps.unshift(at);
    return steps.join(' → ');
  };
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    for (const spec of valueImports(read(file))) {
      if (spec.startsWith('.')) {
        const target = resolveRelative(file, spec);
        if (!target || SKIPPED.has(target) || via.has(target)) continue;
        via.set(target, file);
        queue.push(target);
        continue;
      }
      const rule = FORBIDDEN.find((r) => r.test(spec));
      if (rule) found.push(`${rule.name}: ${chain(file)} imports '${spec}'`);
    }
  }
  return found;
}

describe('the public first load', () => {
  it('reaches no Chakra UI, emotion or classic zod from the entry and the public routes', () => {
    for (const file of ROOTS) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(forbiddenReach(ROOTS)).toEqual([]);
  });

  it('reaches only components marked plain (*.plain.tsx), and tells an unmarked one', () => {
    expect(unmarkedPlainFiles(reachedFiles(ROOTS))).toEqual([]);
    const files: Record<string, string> = {
      'src/routes/index.tsx': "import { Hero } from '../features/home/components/hero-section.plain';",
      'src/features/home/components/hero-section.plain.tsx': "import { Card } from '../../../components/dashboard/form-section';",
    };
    const read = (file: string) => files[file] ?? readFileSync(path.join(root, file), 'utf8');
    expect(unmarkedPlainFiles(reachedFiles(['src/routes/index.tsx'], read))).toEqual(['src/components/dashboard/form-section.tsx']);
  });

  it('catches a forbidden import anywhere down the chain, and only value imports', () => {
    const files: Record<string, string> = {
      'src/routes/index.tsx': "import { Hero } from '../features/home/components/hero-section.plain';\nimport type { BoxProps } from '@chakra-ui/react';",
      'src/features/home/components/hero-section.plain.tsx': "import '@chakra-ui/react';\nconst later = () => import('zod');",
    };
    const read = (file: string) => files[file] ?? readFileSync(path.join(root, file), 'utf8');
    expect(forbiddenReach(['src/routes/index.tsx'], read)).toEqual([
      "Chakra UI: src/routes/index.tsx → src/features/home/components/hero-section.plain.tsx imports '@chakra-ui/react'",
    ]);
    expect(valueImports("import {\n  z,\n} from 'zod';\nexport { x } from './x';\nexport type { Y } from './y';\n// import '@emotion/react'")).toEqual([
      'zod',
      './x',
    ]);
  });
});
