import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/hero and /api/slider', () => {
  it('answers no hero before one is uploaded, then the newest one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/hero' })).json().data).toEqual({ url: null, kind: null });
    await t.app.db.execute(
      sql`insert into hero_media (path, kind, mime, created_at) values ('hero/old.webp', 'image', 'image/webp', now() - interval '1 day')`,
    );
    await t.app.db.execute(sql`insert into hero_media (path, kind, mime) values ('hero/new.mp4', 'video', 'video/mp4')`);
    expect((await t.app.inject({ method: 'GET', url: '/api/hero' })).json().data).toEqual({ url: '/uploads/hero/new.mp4', kind: 'video' });
  });

  it('lists slider images in their position order', async () => {
    await t.app.db.execute(sql`insert into slider_images (path, position) values ('slider/b.webp', 2), ('slider/a.webp', 1)`);
    const res = await t.app.inject({ method: 'GET', url: '/api/slider' });
    expect(res.json().data.map((s: { url: string; position: number }) => [s.url, s.position])).toEqual([
      ['/uploads/slider/a.webp', 1],
      ['/uploads/slider/b.webp', 2],
    ]);
  });
});
