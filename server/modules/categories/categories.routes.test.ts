import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const c: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  c.music = await createCategory(db, 'Music', null, 1, { nameAr: 'موسيقى', description: 'Live music.', descriptionAr: 'موسيقى حية.' });
  c.sports = await createCategory(db, 'Sports', null, 2);
  c.concerts = await createCategory(db, 'Concerts', c.music, 1, { nameAr: 'حفلات' });
  c.oud = await createCategory(db, 'Oud', c.music, 2);
  c.running = await createCategory(db, 'Running', c.sports, 1);
});
afterAll(async () => t?.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json(), vary: String(res.headers.vary ?? '') };
}

type TNode = { id: number; name: string; description: string | null; children?: TNode[]; direct_children?: TNode[] };
const names = (list: TNode[] | undefined) => (list ?? []).map((x) => x.name);

describe('GET /api/categories', () => {
  it('returns top-level categories with their children when hierarchical', async () => {
    const { status, body } = await get('/api/categories?hierarchical=1&per_page=100');
    expect(status).toBe(200);
    expect(body.data.categories.map((x: { name: string }) => x.name)).toEqual(['Music', 'Sports']);
    expect(body.data.categories[0].children.map((x: { name: string }) => x.name)).toEqual(['Concerts', 'Oud']);
    expect(body.data.categories[0].children[0]).toMatchObject({ parent_id: c.music, children: [], direct_children: [] });
    expect(body.data.pagination).toEqual({ current_page: 1, per_page: 100, total: 2, last_page: 1 });
  });

  it('also sends direct_children: the direct children only, each without a subtree', async () => {
    const { body } = await get('/api/categories?hierarchical=1');
    const [music, sports] = body.data.categories as TNode[];
    expect(names(music?.direct_children)).toEqual(['Concerts', 'Oud']);
    expect(music?.direct_children?.[0]).toEqual({ id: c.concerts, name: 'Concerts', parent_id: c.music, description: null });
    expect(names(sports?.direct_children)).toEqual(['Running']);
    const one = await get(`/api/categories/${c.sports}`);
    expect(names(one.body.data.category.direct_children)).toEqual(['Running']);
  });

  it("names and describes categories in the caller's language, falling back to English", async () => {
    const ar = await get('/api/categories?hierarchical=1', { 'accept-language': 'ar' });
    expect(ar.vary).toMatch(/accept-language/i);
    const [music, sports] = ar.body.data.categories as TNode[];
    expect(music).toMatchObject({ name: 'موسيقى', description: 'موسيقى حية.' });
    expect(names(music?.children)).toEqual(['حفلات', 'Oud']);
    expect(names(music?.direct_children)).toEqual(['حفلات', 'Oud']);
    expect(sports?.name).toBe('Sports');
    const flat = await get('/api/categories?lang=ar', { 'accept-language': 'en' });
    expect(names(flat.body.data.categories)).toContain('موسيقى');
    const en = await get('/api/categories?hierarchical=1', { 'accept-language': 'en' });
    expect(en.body.data.categories[0]).toMatchObject({ name: 'Music', description: 'Live music.' });
  });

  it('returns every category flat by default, paged', async () => {
    const { body } = await get('/api/categories?per_page=2&page=2');
    expect(body.data.pagination).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
    expect(body.data.categories).toHaveLength(2);
    expect(body.data.categories[0].children).toBeUndefined();
  });

  it('returns the direct children of parent_id', async () => {
    const { body } = await get(`/api/categories?parent_id=${c.sports}`);
    expect(body.data.categories.map((x: { name: string }) => x.name)).toEqual(['Running']);
  });

  it('rejects a per_page over 100 and a non-numeric parent_id', async () => {
    expect((await get('/api/categories?per_page=101')).status).toBe(422);
    expect((await get('/api/categories?parent_id=x')).status).toBe(422);
  });

  it('returns one category with its children, or 404 in the envelope', async () => {
    const one = await get(`/api/categories/${c.music}`);
    expect(one.body.data.category).toMatchObject({ name: 'Music', parent_id: null });
    expect(one.body.data.category.children).toHaveLength(2);
    const ar = await get(`/api/categories/${c.music}?lang=ar`);
    expect(ar.vary).toMatch(/accept-language/i);
    expect(ar.body.data.category).toMatchObject({ name: 'موسيقى', description: 'موسيقى حية.' });
    expect(names(ar.body.data.category.children)).toEqual(['حفلات', 'Oud']);
    const missing = await get('/api/categories/424242');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('categories.not_found');
  });
});
