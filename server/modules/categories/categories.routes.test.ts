import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const c: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  c.music = await createCategory(db, 'Music', null, 1);
  c.sports = await createCategory(db, 'Sports', null, 2);
  c.concerts = await createCategory(db, 'Concerts', c.music, 1);
  c.oud = await createCategory(db, 'Oud', c.music, 2);
  c.running = await createCategory(db, 'Running', c.sports, 1);
});
afterAll(async () => t?.close());

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/categories', () => {
  it('returns top-level categories with their children when hierarchical', async () => {
    const { status, body } = await get('/api/categories?hierarchical=1&per_page=100');
    expect(status).toBe(200);
    expect(body.data.categories.map((x: { name: string }) => x.name)).toEqual(['Music', 'Sports']);
    expect(body.data.categories[0].children.map((x: { name: string }) => x.name)).toEqual(['Concerts', 'Oud']);
    expect(body.data.categories[0].children[0]).toMatchObject({ parent_id: c.music, children: [] });
    expect(body.data.pagination).toEqual({ current_page: 1, per_page: 100, total: 2, last_page: 1 });
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
    const missing = await get('/api/categories/424242');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('categories.not_found');
  });
});
