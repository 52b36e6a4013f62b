import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it, vi } from 'vitest';
import { catalogPartsByFile, declaredPart, importEdges, layoutsAbove, partLoadedAtAll, treeCatalogParts } from '../../build/catalog-part-files';
import { catalogPartOf, readCatalogParts } from '../../build/catalogs';
import { FIRST_LOAD_ROOTS, reachedFiles, sourceFiles } from '../../build/import-closure';
import { activateLocale, catalogPartLoader, i18n, loadCatalogPart } from './i18n';

const root = path.resolve(__dirname, '../..');

/** Each message of a language's catalog with its part, by id (build/catalogs.ts, Lingui's own reader). */
async function parts(locale: string) {
  return (await readCatalogParts(path.join(root, `src/locales/${locale}/messages.po`))).parts;
}

/** docs/architecture.md §8: the catalog's lazy parts load only with the route layouts whose screens show them. */
describe('the catalog parts', () => {
  it('puts a message in main when the first load uses it, in a part loaded wherever it is used, else in ui', async () => {
    const firstLoad = new Set(reachedFiles(FIRST_LOAD_ROOTS));
    const byFile = treeCatalogParts();
    const partOf = (origins: string[]) => catalogPartOf(origins, firstLoad, byFile);
    expect(firstLoad.has('src/components/navbar.plain.tsx')).toBe(true);
    expect(firstLoad.has('src/features/booking/components/booking-panel.tsx')).toBe(false);
    // The scanner's screen only under /dashboard, whose layout loads `admin`.
    expect(partOf(['src/features/scanner/components/verdict-overlay.tsx'])).toBe('admin');
    expect(partOf(['src/features/scanner/components/verdict-overlay.tsx', 'src/routes/dashboard/scan.tsx'])).toBe('admin');
    expect(partOf(['src/features/pass/components/pass-page.tsx', 'src/routes/_authenticated/pass.tsx'])).toBe('account');
    expect(partOf(['src/features/scanner/components/verdict-overlay.tsx', 'src/components/navbar.plain.tsx'])).toBe('main');
    expect(partOf(['src/features/scanner/components/verdict-overlay.tsx', 'src/features/pass/components/pass-page.tsx'])).toBe('ui');
    expect(partOf(['src/features/booking/components/booking-panel.tsx'])).toBe('ui');
    expect(partOf(['src/features/events/components/event-card.plain.tsx'])).toBe('main');
    expect(partOf([])).toBe('main');
    expect(partOf(['src/features/auth/components/login-page.tsx', 'src/features/contact/components/contact-form.tsx'])).toBe('auth');
    // The verify-phone page is under the signed-in layout (`account`) and loads `auth` itself: both are there, and
    // what it shares with the sign-in page is `auth`.
    expect([...byFile.get('src/features/auth/components/verify-phone-page.tsx')!].sort()).toEqual(['account', 'auth']);
    expect(partOf(['src/features/auth/components/verify-phone-page.tsx', 'src/features/auth/components/login-page.tsx'])).toBe('auth');
    // The home page's editors come by a lazy import that loads `admin` with them.
    expect(partOf(['src/features/home/editors/hero-editor.tsx', 'src/components/dashboard/pager.tsx'])).toBe('admin');
    expect(partOf(['src/features/home/editors/hero-editor.tsx', 'src/features/home/components/hero-section.plain.tsx'])).toBe('main');
    // A shared module that only one part's screens import goes with them, wherever it lives.
    expect(partOf(['src/lib/check-in-progress.ts'])).toBe('admin');
    // Error messages keyed by code, imported by every screen's error map, declare their part themselves.
    expect(byFile.get('src/components/dashboard/admin-error-messages.ts')?.size).toBe(0);
    expect(partOf(['src/components/dashboard/admin-error-messages.ts'])).toBe('admin');
    expect(partOf(['src/components/account/account-error-messages.ts'])).toBe('account');
    const all = [...(await parts('ar')).values()];
    // A real share of the messages stays out of what public pages load.
    expect(all.filter((p) => p !== 'main').length).toBeGreaterThan(all.length / 2);
    expect(all.filter((p) => p === 'ui').length).toBeGreaterThan(50);
    expect(all.filter((p) => p === 'account').length).toBeGreaterThan(50);
    expect(all.filter((p) => p === 'auth').length).toBeGreaterThan(30);
    expect(all.filter((p) => p === 'admin').length).toBeGreaterThan(300);
  });

  it('reads which files show a part from the routes and lazy imports that load it, on every import path', () => {
    // A small tree: a public page, a layout that loads `admin` and its page, a lazy editor, a shared module.
    const tree: Record<string, string> = {
      'src/main.tsx': "import './routes/index';",
      'src/routes/__root.tsx': "import { Shell } from '../components/shell';",
      'src/routes/index.tsx': "import { Home } from '../features/home/home';",
      'src/routes/dashboard/route.tsx': "import { catalogPartLoader } from '../../lib/i18n';\nexport const Route = { loader: catalogPartLoader('admin') };",
      'src/routes/dashboard/users.tsx': "import { Users } from '../../features/users/users';",
      'src/routes/login.tsx': "import { Login } from '../features/auth/login';\nconst loader = catalogPartLoader('auth');",
      'src/features/home/home.tsx':
        "import { Card } from '../../components/card';\nconst Editor = lazy(() => Promise.all([import('./editor'), loadCatalogPart('admin')]).then(([m]) => m));\nconst Later = lazy(() => import('./later'));",
      'src/features/home/editor.tsx': "import { Picker } from '../../components/picker';",
      'src/features/home/later.tsx': '',
      'src/features/users/users.tsx':
        "import { Card } from '../../components/card';\nimport { Picker } from '../../components/picker';\nimport { Fields } from '../../components/fields';",
      'src/features/auth/login.tsx': "import { Fields } from '../../components/fields';",
      'src/components/shell.tsx': '',
      'src/components/card.tsx': '',
      'src/components/picker.tsx': '',
      'src/components/fields.tsx': '',
      'src/components/codes.ts': '// catalog part: admin\nexport const CODES = {};',
      'src/lib/i18n.ts': '',
    };
    const read = (file: string) => {
      if (!(file in tree)) throw new Error(`no ${file}`);
      return tree[file]!;
    };
    const byFile = catalogPartsByFile(Object.keys(tree), read);
    const parts = (file: string) => [...(byFile.get(file) ?? ['unreached'])].sort();
    expect(parts('src/features/users/users.tsx')).toEqual(['admin']);
    // Also on the public page: no part is loaded on every path to it.
    expect(parts('src/components/card.tsx')).toEqual([]);
    // The dashboard's page and the lazy editor both load `admin`.
    expect(parts('src/features/home/editor.tsx')).toEqual(['admin']);
    expect(parts('src/components/picker.tsx')).toEqual(['admin']);
    // A lazy import that loads no part brings none.
    expect(parts('src/features/home/later.tsx')).toEqual([]);
    // Shared by the dashboard and the sign-in page: neither is loaded on both paths.
    expect(parts('src/components/fields.tsx')).toEqual([]);
    expect(parts('src/features/auth/login.tsx')).toEqual(['auth']);
    expect(partLoadedAtAll(['src/features/users/users.tsx', 'src/components/picker.tsx'], byFile, read)).toBe('admin');
    expect(partLoadedAtAll(['src/features/users/users.tsx', 'src/features/auth/login.tsx'], byFile, read)).toBeNull();
    expect(partLoadedAtAll(['src/components/codes.ts'], byFile, read)).toBe('admin');
    expect(layoutsAbove('src/routes/dashboard/_admin/users.tsx', () => true)).toEqual([
      'src/routes/__root.tsx',
      'src/routes/dashboard.tsx',
      'src/routes/dashboard/route.tsx',
      'src/routes/dashboard/_admin.tsx',
      'src/routes/dashboard/_admin/route.tsx',
    ]);
    expect(importEdges("const A = lazy(() => Promise.all([import('./a'), loadCatalogPart('account')]));\nimport('./b');")).toEqual([
      { spec: './a', parts: ['account'] },
      { spec: './b', parts: [] },
    ]);
    expect(declaredPart('/* x */\n// catalog part: auth\n')).toBe('auth');
    expect(declaredPart("// catalog part: nope\nloadCatalogPart('auth')")).toBeNull();
  });

  it('takes on the real tree the parts the routes name: the signed-in layout, the dashboard, the sign-in pages', () => {
    const byFile = treeCatalogParts();
    for (const [file, part] of [
      ['src/routes/_authenticated/my-tickets.tsx', 'account'],
      ['src/routes/dashboard/scan.tsx', 'admin'],
      ['src/routes/login.tsx', 'auth'],
      ['src/routes/contact.tsx', 'auth'],
    ] as const) {
      expect(byFile.get(file)?.has(part), file).toBe(true);
    }
    // Nothing public has a part: every file of the first load renders before any is loaded.
    const withPart = reachedFiles(FIRST_LOAD_ROOTS).filter((file) => (byFile.get(file)?.size ?? 0) > 0);
    expect(withPart).toEqual([]);
    // Every folder of the dashboard's features is the dashboard's alone.
    const dashboardFiles = sourceFiles('src').filter(
      (file) => /^src\/features\/(dashboard-[^/]+|reports|scanner)\//.test(file) && !/decode-worker|test-helper/.test(file),
    );
    expect(dashboardFiles.length).toBeGreaterThan(50);
    expect(dashboardFiles.filter((file) => !byFile.get(file)?.has('admin'))).toEqual([]);
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
