import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/architecture.md §8: the web app's first load parses public answers with these contract modules, so
 * they (and every contract module they import) are written with zod/mini. One classic `zod` import among
 * them would bring the whole classic library (~20 KB gzipped) back into the entry.
 */
// bookings.ts: the event page's booking panel, which loads as soon as the event is shown.
const FIRST_LOAD_MODULES = ['common.ts', 'ids.ts', 'events.ts', 'media.ts', 'categories.ts', 'users.ts', 'community.ts', 'booking-limits.ts', 'bookings.ts'];

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../contract');

/** Import specifiers of a module (static imports and re-exports). */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(dir, file), 'utf8');
  return [...source.matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
}

/** The contract modules `roots` reach through relative imports, themselves included. */
function reachable(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of importsOf(file)) if (spec.startsWith('./')) queue.push(`${spec.slice(2)}.ts`);
  }
  return seen;
}

describe('contract modules of the first load', () => {
  it('import zod/mini only, never classic zod', () => {
    const classic = [...reachable(FIRST_LOAD_MODULES)].filter((file) => importsOf(file).some((spec) => spec === 'zod' || spec === 'zod/v4'));
    expect(classic).toEqual([]);
  });

  it('finds a classic import when there is one (the check can fail)', () => {
    expect(importsOf('text.ts')).toContain('zod');
    expect(reachable(['text.ts'])).toContain('safe-text.ts');
  });
});
