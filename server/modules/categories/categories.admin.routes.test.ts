import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createCategory, createEvent, createTestUser, DAY, errorsOf, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/* The administrator's category tree (docs/product.md §5, §7). */

let t: TestApp;
let admin: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => t?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearerOf(admin), ...(payload === undefined ? {} : { payload }) });
}

type TNode = { id: number; name: string; name_ar: string; events_count: number; parent_id: number | null; children: TNode[] };

function find(nodes: TNode[], id: number): TNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
}

async function tree(): Promise<TNode[]> {
  const res = await call('GET', '/api/admin/categories');
  expect(res.statusCode).toBe(200);
  return res.json().data.categories;
}

describe('GET admin/categories', () => {
  it('answers the whole tree in both languages with the events filed directly under each category', async () => {
    const root = await createCategory(t.app.db, 'Tree root');
    const child = await createCategory(t.app.db, 'Tree child', root);
    const grandchild = await createCategory(t.app.db, 'Tree grandchild', child);
    await createEvent(t.app.db, { name: 'Filed twice', start: new Date(Date.now() + DAY), categoryIds: [child, grandchild] });
    await createEvent(t.app.db, { name: 'Filed once', start: new Date(Date.now() + DAY), categoryIds: [child] });
    const nodes = await tree();
    const rootNode = find(nodes, root);
    expect(rootNode).toMatchObject({ name: 'Tree root', name_ar: '', parent_id: null, events_count: 0 });
    expect(rootNode?.children.map((c) => c.id)).toEqual([child]);
    expect(find(nodes, child)).toMatchObject({ events_count: 2, parent_id: root });
    expect(find(nodes, child)?.children.map((c) => c.id)).toEqual([grandchild]);
    expect(find(nodes, grandchild)).toMatchObject({ events_count: 1, children: [] });
  });
});

describe('POST admin/categories', () => {
  it('creates a category with its Arabic name under a parent', async () => {
    const parent = await createCategory(t.app.db, 'Arts');
    const res = await call('POST', '/api/admin/categories', {
      name: 'Calligraphy',
      name_ar: 'الخط العربي',
      parent_id: parent,
      description: 'Ink and reed pens',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Category created successfully',
      data: {
        category: {
          name: 'Calligraphy',
          name_ar: 'الخط العربي',
          parent_id: parent,
          description: 'Ink and reed pens',
          description_ar: '',
          events_count: 0,
          children: [],
        },
      },
    });
    expect(find(await tree(), parent)?.children.map((c) => c.name)).toContain('Calligraphy');
  });

  it('requires a name: "Name is required"', async () => {
    for (const payload of [{}, { name: '   ' }]) {
      const res = await call('POST', '/api/admin/categories', payload);
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res).name).toEqual(['Name is required']);
    }
  });

  it('refuses a parent that does not exist with a field error', async () => {
    const res = await call('POST', '/api/admin/categories', { name: 'Orphan', parent_id: 999999 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation.failed');
    expect(errorsOf(res).parent_id).toEqual(['The selected parent category does not exist.']);
  });
});

describe('PUT admin/categories/:id', () => {
  it('renames, moves to another parent and to the top level', async () => {
    const a = await createCategory(t.app.db, 'Move A');
    const b = await createCategory(t.app.db, 'Move B');
    const moved = await call('PUT', `/api/admin/categories/${b}`, { name: 'Move B2', name_ar: 'ب', parent_id: a });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Category updated successfully',
      data: { category: { id: b, name: 'Move B2', name_ar: 'ب', parent_id: a } },
    });
    // parent_id left out keeps the parent; null makes it top-level.
    const kept = await call('PUT', `/api/admin/categories/${b}`, { name: 'Move B3' });
    expect(kept.json().data.category.parent_id).toBe(a);
    const top = await call('PUT', `/api/admin/categories/${b}`, { name: 'Move B3', parent_id: null });
    expect(top.json().data.category.parent_id).toBeNull();
  });

  it('refuses the category itself or one of its descendants as parent, and leaves the tree as it was', async () => {
    const a = await createCategory(t.app.db, 'Cycle A');
    const b = await createCategory(t.app.db, 'Cycle B', a);
    const c = await createCategory(t.app.db, 'Cycle C', b);
    for (const parentId of [a, b, c]) {
      const res = await call('PUT', `/api/admin/categories/${a}`, { name: 'Cycle A', parent_id: parentId });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('categories.parent_invalid');
      expect(errorsOf(res).parent_id).toHaveLength(1);
    }
    expect(find(await tree(), a)?.parent_id).toBeNull();
    // Moving the leaf elsewhere in its own branch is fine.
    expect((await call('PUT', `/api/admin/categories/${c}`, { name: 'Cycle C', parent_id: a })).statusCode).toBe(200);
  });

  it('two opposite moves sent at once never both succeed', async () => {
    const a = await createCategory(t.app.db, 'Race A');
    const b = await createCategory(t.app.db, 'Race B');
    const [one, two] = await Promise.all([
      call('PUT', `/api/admin/categories/${a}`, { name: 'Race A', parent_id: b }),
      call('PUT', `/api/admin/categories/${b}`, { name: 'Race B', parent_id: a }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 422]);
  });

  it('answers 404 for a category that does not exist and refuses a missing parent', async () => {
    expect((await call('PUT', '/api/admin/categories/999999', { name: 'Ghost' })).json().code).toBe('categories.not_found');
    const a = await createCategory(t.app.db, 'Has no such parent');
    const res = await call('PUT', `/api/admin/categories/${a}`, { name: 'x', parent_id: 999999 });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res).parent_id).toBeDefined();
  });
});

describe('DELETE admin/categories/:id', () => {
  it('deletes a category with nothing under it', async () => {
    const a = await createCategory(t.app.db, 'Empty');
    const res = await call('DELETE', `/api/admin/categories/${a}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: a }, message: 'Category deleted successfully' });
    expect(find(await tree(), a)).toBeUndefined();
    expect((await call('DELETE', `/api/admin/categories/${a}`)).statusCode).toBe(404);
  });

  it('refuses a category with subcategories, then one with events, each with its message', async () => {
    const parent = await createCategory(t.app.db, 'Parent with child');
    const child = await createCategory(t.app.db, 'Child with event', parent);
    await createEvent(t.app.db, { name: 'Filed under child', start: new Date(Date.now() + DAY), categoryIds: [child] });
    const withChildren = await call('DELETE', `/api/admin/categories/${parent}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json()).toMatchObject({ code: 'categories.has_children', message: 'This category has subcategories. Move or delete them first.' });
    const withEvents = await call('DELETE', `/api/admin/categories/${child}`);
    expect(withEvents.statusCode).toBe(409);
    expect(withEvents.json()).toMatchObject({
      code: 'categories.has_events',
      message: 'Events are filed under this category. Move them to another category first.',
    });
    expect(find(await tree(), child)).toMatchObject({ events_count: 1 });
  });
});
