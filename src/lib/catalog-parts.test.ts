import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it, vi } from 'vitest';
import { catalogPartOf, readCatalogParts, sourcePartOf } from '../../build/catalogs';
import { FIRST_LOAD_ROOTS, reachedFiles } from '../../build/import-closure';
import { activateLocale, catalogPartLoader, i18n, loadCatalogPart } from './i18n';

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Each message of a language's catalog with its part, by id (build/catalogs.ts, Lingui's own reader). */
async function parts(locale: string) {
  return (await readCatalogParts(path.join(root, `src/locales/${locale}/messages.po`))).parts;
}

/** docs/architecture.md §8: the catalog's lazy parts load only with the route layouts whose screens show them. */
describe('the catalog parts', () => {
  it("puts a message in main when the first load uses it, in a folder's part when only that part's folders do, else in ui", async () => {
    const firstLoad = new Set(reachedFiles(FIRST_LOAD_ROOTS));
    const partOf = (origins: string[]) => catalogPartOf(origins, firstLoad);
    expect(firstLoad.has('src/components/navbar.plain.tsx')).toBe(true);
    expect(firstLoad.has('src/features/booking/components/booking-panel.tsx')).toBe(false);
    expect(partOf(['src/features/scanner/components/verdict-overlay.tsx'])).toBe('admin');
    expect(partOf(['src/features/scanner/a.tsx', 'src/routes/dashboard/scan.tsx'])).toBe('admin');
    expect(partOf(['src/features/pass/components/pass-page.tsx', 'src/routes/_authenticated/pass.tsx'])).toBe('account');
    expect(partOf(['src/features/scanner/a.tsx', 'src/components/navbar.plain.tsx'])).toBe('main');
    expect(partOf(['src/features/scanner/a.tsx', 'src/features/tickets/b.tsx'])).toBe('ui');
    expect(partOf(['src/features/booking/components/booking-panel.tsx'])).toBe('ui');
    expect(partOf(['src/features/events/components/event-card.plain.tsx'])).toBe('main');
    expect(partOf([])).toBe('main');
    const all = [...(await parts('ar')).values()];
    // A real share of the messages stays out of what public pages load.
    expect(all.filter((p) => p !== 'main').length).toBeGreaterThan(all.length / 2);
    expect(all.filter((p) => p === 'ui').length).toBeGreaterThan(50);
    expect(all.filter((p) => p === 'account').length).toBeGreaterThan(50);
    expect(all.filter((p) => p === 'auth').length).toBeGreaterThan(30);
    expect(partOf(['src/features/auth/components/login-page.tsx', 'src/features/contact/components/contact-form.tsx'])).toBe('auth');
    expect(partOf(['src/features/home/editors/hero-editor.tsx', 'src/components/dashboard/pager.tsx'])).toBe('admin');
    expect(partOf(['src/features/home/editors/hero-editor.tsx', 'src/features/home/components/hero-section.plain.tsx'])).toBe('main');
  });

  it("keeps each part's folders out of every module outside them but those that load the part, and the route tree", () => {
    const offenders: string[] = [];
    const loaders = new Map<string, string>();
    for (const file of sourceFiles('src')) {
      if (file === 'src/routeTree.gen.ts') continue;
      const own = sourcePartOf(file);
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, spec] of text.matchAll(/(?:from\s+|import\()\s*['"]([^'"]+)['"]/g)) {
        if (!spec!.startsWith('.')) continue;
        const target = path
          .relative(root, path.resolve(path.dirname(path.join(root, file)), spec!))
          .split(path.sep)
          .join('/');
        const part = sourcePartOf(`${target}/`) ?? sourcePartOf(target);
        if (!part || part === own) continue;
        // A route's loader or layout, or a lazy import, that loads the part before what it reaches renders.
        if (text.includes(`loadCatalogPart('${part}')`) || text.includes(`catalogPartLoader('${part}')`)) loaders.set(file, part);
        // The one error map takes the codes only that part's screens meet from its folders (src/lib/screen-error-messages.ts).
        else if (file === 'src/lib/screen-error-messages.ts' && /\/(admin|account)-error-messages$/.test(spec!)) continue;
        else offenders.push(`${file} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
    // The rule has users: the sign-in routes, the phone pages of the signed-in layout and the home page's editors.
    expect(loaders.get('src/routes/login.tsx')).toBe('auth');
    expect(loaders.get('src/routes/_authenticated/verify-phone.tsx')).toBe('auth');
    expect(loaders.get('src/features/home/components/hero-section.plain.tsx')).toBe('admin');
  });

  it("shows the ui part's messages only from screens built with Chakra, which load it", async () => {
    // Files whose messages are in `ui` (their `#:` origins in the .po).
    const ar = await readCatalogParts(path.join(root, 'src/locales/ar/messages.po'));
    const raw = (await ar.catalog.read(ar.locale)) ?? {};
    const uiFiles = new Set<string>();
    for (const [id, entry] of Object.entries(raw)) if (ar.parts.get(id) === 'ui') for (const [origin] of entry.origin ?? []) uiFiles.add(origin);
    // The server loads every part it draws before it renders (src/entry-server.tsx).
    uiFiles.delete('src/ssr/head.ts');
    // Who imports whom, with `import()` marked by whether it goes through lazyWithChakra or staticIsland (both load the part).
    const importers = new Map<string, { file: string; chakra: boolean }[]>();
    const texts = new Map<string, string>();
    for (const file of sourceFiles('src')) {
      const text = readFileSync(path.join(root, file), 'utf8');
      texts.set(file, text);
      for (const match of text.matchAll(/((?:lazyWithChakra\(|staticIsland\([^,]*,)\s*\(\)\s*=>[^;]*?)?(?:from\s+|import\()\s*['"](\.[^'"]+)['"]/g)) {
        const base = path
          .relative(root, path.resolve(path.dirname(path.join(root, file)), match[2]!))
          .split(path.sep)
          .join('/');
        for (const target of [`${base}.ts`, `${base}.tsx`, base]) {
          importers.set(target, [...(importers.get(target) ?? []), { file, chakra: match[1] !== undefined }]);
        }
      }
    }
    // The layouts of the dashboard and of the signed-in pages draw every route below them inside a ChakraScope.
    const chakraLayouts = { 'src/routes/dashboard/route.tsx': 'src/routes/dashboard/', 'src/routes/_authenticated.tsx': 'src/routes/_authenticated/' };
    for (const layout of Object.keys(chakraLayouts)) expect(texts.get(layout), layout).toContain('<ChakraScope>');
    const verdicts = new Map<string, boolean>();
    // Drawn once the part is in: inside a Chakra scope (the file is Chakra, or everything that imports it is), or loaded by
    // lazyWithChakra or staticIsland.
    function insideChakra(file: string): boolean {
      const known = verdicts.get(file);
      if (known !== undefined) return known;
      verdicts.set(file, true); // an import cycle decides nothing by itself
      const text = texts.get(file) ?? '';
      const own = /from '@chakra-ui\/|chakra-scope'/.test(text) || Object.values(chakraLayouts).some((dir) => file.startsWith(dir));
      const by = importers.get(file) ?? [];
      const verdict = own || (by.length > 0 && by.every((importer) => importer.chakra || insideChakra(importer.file)));
      verdicts.set(file, verdict);
      return verdict;
    }
    expect([...uiFiles].filter((file) => !insideChakra(file))).toEqual([]);
    expect(uiFiles.has('src/features/booking/components/booking-panel.tsx')).toBe(true);
    expect(uiFiles.has('src/features/home/components/how-it-works.plain.tsx')).toBe(true);
  });

  it('loads the ui part quietly: nothing on screen shows it yet, so nothing re-renders', async () => {
    await activateLocale('ar');
    const ar = await parts('ar');
    const id = [...ar.entries()].find(([, part]) => part === 'ui')![0];
    expect(i18n._(id)).toBe(id);
    const changes = vi.fn();
    const unsubscribe = i18n.on('change', changes);
    await loadCatalogPart('ui');
    unsubscribe();
    expect(changes).not.toHaveBeenCalled();
    expect(i18n._(id)).toMatch(/[\u0600-\u06ff]/);
    await activateLocale('en');
    expect(i18n._(id)).not.toBe(id);
  });

  it('translates public pages from the main part, and the other screens once their route has loaded their part', async () => {
    const ar = await parts('ar');
    // The compiled catalogs are keyed by the message's id; a missing one renders as the id itself.
    const publicId = generateMessageId('Upcoming events');
    expect(ar.get(publicId)).toBe('main');
    await activateLocale('ar');
    expect(i18n._(publicId)).toMatch(/[\u0600-\u06ff]/);
    for (const part of ['account', 'admin', 'auth'] as const) {
      const id = [...ar.entries()].find(([, messagePart]) => messagePart === part)![0];
      expect(i18n._(id), part).toBe(id);
      // A preload (a hovered link) fetches the part without changing the page's catalog, which would re-render it.
      const changes = vi.fn();
      const unsubscribe = i18n.on('change', changes);
      await catalogPartLoader(part)({ preload: true });
      unsubscribe();
      expect(changes).not.toHaveBeenCalled();
      expect(i18n._(id), part).toBe(id);
      await loadCatalogPart(part);
      // Once: a second load (every navigation runs the route's loader) changes nothing.
      const again = vi.fn();
      const unsubscribeAgain = i18n.on('change', again);
      await catalogPartLoader(part)({ preload: false });
      unsubscribeAgain();
      expect(again).not.toHaveBeenCalled();
      expect(i18n._(id), part).toMatch(/[\u0600-\u06ff]/);
      // A later change of language brings the part of the other language too.
      await activateLocale('en');
      expect(i18n._(id), part).not.toBe(id);
      await activateLocale('ar');
      expect(i18n._(id), part).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
