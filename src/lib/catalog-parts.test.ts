import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { ADMIN_SOURCE_DIRS, catalogPartOf } from '../../vite.catalogs';
import { i18n, loadAdminMessages, activateLocale } from './i18n';

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}
const isAdmin = (file: string) => ADMIN_SOURCE_DIRS.some((dir) => file.startsWith(dir));

/** `#:` origins of each message of a .po file, by source text. */
function origins(locale: string): Map<string, string[]> {
  const po = readFileSync(path.join(root, `src/locales/${locale}/messages.po`), 'utf8');
  const out = new Map<string, string[]>();
  for (const entry of po.split('\n\n').slice(1)) {
    const msgid = /^msgid "(.*)"$/m.exec(entry)?.[1];
    if (msgid !== undefined) out.set(msgid, [...entry.matchAll(/^#: (.*)$/gm)].flatMap((m) => m[1]!.split(' ')));
  }
  return out;
}

/** docs/architecture.md §8: the catalog's admin part loads only with the /dashboard routes. */
describe('the catalog parts', () => {
  it('puts a message in the admin part only when every file using it is one only the dashboard reaches', () => {
    expect(catalogPartOf(['src/features/scanner/components/verdict-overlay.tsx'])).toBe('admin');
    expect(catalogPartOf(['src/features/scanner/a.tsx', 'src/routes/dashboard/scan.tsx'])).toBe('admin');
    expect(catalogPartOf(['src/features/scanner/a.tsx', 'src/components/navbar.tsx'])).toBe('main');
    expect(catalogPartOf(['src/features/events/components/event-card.tsx'])).toBe('main');
    expect(catalogPartOf([])).toBe('main');
    const parts = [...origins('ar').values()].map(catalogPartOf);
    // A real share of the messages stays out of what public pages load.
    expect(parts.filter((p) => p === 'admin').length).toBeGreaterThan(parts.length / 4);
  });

  it('keeps the dashboard-only folders out of every module outside them but the route tree', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles('src')) {
      if (isAdmin(file) || file === 'src/routeTree.gen.ts') continue;
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, spec] of text.matchAll(/(?:from\s+|import\()\s*['"]([^'"]+)['"]/g)) {
        if (!spec!.startsWith('.')) continue;
        const target = path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec!)).split(path.sep).join('/');
        if (isAdmin(`${target}/`) || isAdmin(target)) offenders.push(`${file} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('translates public pages from the main part, and the dashboard once it has loaded its part', async () => {
    const po = origins('ar');
    const publicText = 'Upcoming events';
    const adminText = [...po.entries()].find(([, files]) => catalogPartOf(files) === 'admin')![0];
    expect(catalogPartOf(po.get(publicText) ?? [])).toBe('main');
    // The compiled catalogs are keyed by the message's id; a missing one renders as the id itself.
    const [publicId, adminId] = [generateMessageId(publicText), generateMessageId(adminText)];
    await activateLocale('ar');
    expect(i18n._(publicId)).toMatch(/[\u0600-\u06ff]/);
    expect(i18n._(adminId)).toBe(adminId);
    await loadAdminMessages();
    expect(i18n._(adminId)).toMatch(/[\u0600-\u06ff]/);
    // A later change of language brings the admin part of the other language too.
    await activateLocale('en');
    expect(i18n._(adminId)).not.toBe(adminId);
    await activateLocale('ar');
    expect(i18n._(adminId)).toMatch(/[\u0600-\u06ff]/);
  });
});
