import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createBadge, createEvent, createTestUser, DAY, errorsOf, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/* The administrator's badges (docs/product.md §3), both languages. */

let t: TestApp;
let admin: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => t?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: bearerOf(admin), ...(payload === undefined ? {} : { payload: payload as object }) });
}

describe('admin badges', () => {
  it('creates a badge in both languages, lists it, and edits it', async () => {
    const created = await call('POST', '/api/admin/badges', { name: 'Family friendly', name_ar: 'مناسب للعائلة', color: 'teal' });
    expect(created.statusCode).toBe(201);
    const badge = created.json().data.badge;
    expect(badge).toEqual({ id: expect.any(Number), name: 'Family friendly', name_ar: 'مناسب للعائلة', color: 'teal' });

    const list = await call('GET', '/api/admin/badges');
    expect(list.json().data.badges).toContainEqual(badge);

    const edited = await call('PUT', `/api/admin/badges/${badge.id}`, { name: 'Kids welcome', color: 'pink' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Badge updated successfully',
      data: { badge: { id: badge.id, name: 'Kids welcome', name_ar: '', color: 'pink' } },
    });
  });

  it('refuses an empty name and an unknown colour with field errors', async () => {
    const res = await call('POST', '/api/admin/badges', { name: '  ', color: 'mauve' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorsOf(res)).sort()).toEqual(['color', 'name']);
    expect(errorsOf(res).name).toEqual(['Name is required']);
  });

  it('answers 404 when editing or deleting a badge that does not exist', async () => {
    expect((await call('PUT', '/api/admin/badges/999999', { name: 'X', color: 'red' })).json().code).toBe('badges.not_found');
    const gone = await call('DELETE', '/api/admin/badges/999999');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('badges.not_found');
  });

  it('deleting a badge takes it off the events that carried it', async () => {
    const badgeId = await createBadge(t.app.db, 'Sold fast', 'orange');
    const eventId = await createEvent(t.app.db, { name: 'Badge carrier', start: new Date(Date.now() + DAY), badgeIds: [badgeId] });
    const res = await call('DELETE', `/api/admin/badges/${badgeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: badgeId }, message: 'Badge deleted successfully' });
    const links = await t.app.db.execute<{ n: string }>(sql`select count(*) as n from event_badges where event_id = ${eventId}`);
    expect(Number(links.rows[0]?.n)).toBe(0);
    expect((await call('GET', '/api/admin/badges')).json().data.badges.some((b: { id: number }) => b.id === badgeId)).toBe(false);
  });
});
