import { ChakraProvider } from '@chakra-ui/react';
import { readdir, readFile } from 'node:fs/promises';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chakraGlobalCss } from './global-css';
import { RECIPES_CSS_HEADER, staticRecipeCss } from './recipe-css';
import { getAppSystem, getSystem } from './system';

const system = getSystem();
const appSystem = getAppSystem();

/** The app's files under a folder whose names match (TypeScript sources by default; tests left out). */
async function sourceFiles(dir: URL, name = /\.tsx?$/): Promise<URL[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? sourceFiles(new URL(`${entry.name}/`, dir), name)
        : name.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [new URL(entry.name, dir)]
          : [],
    ),
  );
  return nested.flat();
}

describe('the Chakra system', () => {
  it('has its global stylesheet up to date in src/theme/chakra-global.css (npm run theme:css writes it)', async () => {
    const committed = await readFile(new URL('./chakra-global.css', import.meta.url), 'utf8');
    const css = chakraGlobalCss(system);
    expect(css).toContain('@layer reset,base,tokens,recipes;');
    expect(css).toContain('--chakra-colors-brand-solid');
    expect(committed.trim()).toBe(css);
  });

  it('has its recipes as a static stylesheet up to date in src/styles/recipes.css (npm run theme:css writes it)', async () => {
    const committed = await readFile(new URL('../styles/recipes.css', import.meta.url), 'utf8');
    const css = staticRecipeCss(appSystem);
    // What Chakra's Button inserts for a small ghost button, under the static classes.
    expect(css).toContain('.ui-button--ghost{background:var(--chakra-colors-transparent);');
    expect(css).toContain('color:var(--chakra-colors-color-palette-fg)');
    expect(css).toContain('.ui-button--sm{height:var(--chakra-sizes-9);');
    expect(css).toMatch(/@media screen and \(min-width: 48rem\)\{\.md\\:ui-heading--lg\{/);
    expect(css).not.toContain('@layer');
    expect(committed).toBe(`${RECIPES_CSS_HEADER}\n${css}\n`);
  });

  it("gives the app's provider nothing to insert: the stylesheet is in index.html already", () => {
    expect(renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }))).toContain('<style');
    // One empty element (emotion's Global with no styles), no rules.
    expect(renderToStaticMarkup(createElement(ChakraProvider, { value: appSystem, children: null }))).toMatch(
      /^<style data-emotion="css-global \w+"><\/style>$/,
    );
    // Everything else is the same system.
    expect(appSystem.css({ color: 'brand.fg' })).toEqual(system.css({ color: 'brand.fg' }));
    expect(appSystem.token('colors.brand.700')).toBe('#0c5a55');
  });

  it('sets no variable on every element: the three the reset reads are inherited from the root, and no prop needs the filter and ring ones', async () => {
    const css = chakraGlobalCss(system);
    const every = /@layer base\{.*?\*\{([^}]*)\}/.exec(css)![1]!;
    expect(every.split(';').filter(Boolean)).toEqual(['font-feature-settings:"cv11"']);
    // The three the reset reads are declared once, on the root, and inherited.
    const root = /@layer base\{.*?html\{([^}]*)\}/.exec(css)![1]!;
    expect(root).toContain(
      '--global-font-mono:var(--chakra-fonts-mono);--global-font-body:var(--chakra-fonts-body);--global-color-border:var(--chakra-colors-border);',
    );
    // Nothing below the root sets their sources again, so every element resolves them to the same values.
    const resetters: string[] = [];
    for (const file of await sourceFiles(new URL('..', import.meta.url))) {
      if (/--chakra-(fonts-body|fonts-mono|colors-border)\s*:|\b(borderColor|fonts)\s*:\s*\{\s*(body|mono)\b/.test(await readFile(file, 'utf8')))
        resetters.push(file.pathname);
    }
    for (const file of await sourceFiles(new URL('..', import.meta.url), /\.css$/)) {
      if (file.pathname.endsWith('/chakra-global.css')) continue;
      for (const [, selector] of (await readFile(file, 'utf8'))
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .matchAll(/([^{}]+)\{[^}]*--chakra-(?:fonts-body|fonts-mono|colors-border)\s*:/g)) {
        if (!/^\s*html\b/.test(selector!)) resetters.push(`${file.pathname}: ${selector!.trim()}`);
      }
    }
    expect(resetters).toEqual([]);
    // What reads the dropped variables: `filter="auto"`, `backdropFilter="auto"` and the ring props (Chakra's preset).
    const readers = /\b(?:filter|backdropFilter)[=:]\s*\{?\s*['"]auto['"]|\bring(?:Width|Color|Offset|OffsetColor|Inset)?[=:]/;
    const users: string[] = [];
    for (const file of await sourceFiles(new URL('..', import.meta.url))) {
      if (readers.test(await readFile(file, 'utf8'))) users.push(file.pathname);
    }
    expect(users).toEqual([]);
    expect(readers.test('<Box filter="auto" />') && readers.test("{ ringWidth: '2px' }")).toBe(true);
  });

  it('keeps one colour scheme: semantic tokens take their light value, and no dark variables are written', () => {
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
    const css = chakraGlobalCss(system);
    expect(css).toContain('--chakra-colors-fg-error:var(--chakra-colors-red-700)');
    expect(css).toContain('--chakra-colors-bg:var(--chakra-colors-white)');
    expect(css).not.toMatch(/\.dark|--chakra-colors-fg-error:var\(--chakra-colors-red-400\)/);
  });
});
