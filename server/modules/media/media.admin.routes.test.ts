import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_SLIDER_IMAGES } from '../../../contract/uploads';
import { bearerOf, createTestUser, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { filesUnder, imageOf, mp4Of, multipartOf, pngDeclaring, webmOf, type TFormEntry } from '../uploads/uploads.test-support';

let t: TestApp;
let admin: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => t?.close());

async function post(url: string, entries: readonly TFormEntry[]) {
  const { payload, headers } = await multipartOf(entries);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearerOf(admin) } });
}

/** Everything an upload could change: the files on disk and the hero and slider rows. */
async function snapshot() {
  const hero = await t.app.db.execute(sql`select id, path, kind, mime from hero_media order by id`);
  const slider = await t.app.db.execute(sql`select id, path, position from slider_images order by id`);
  return { files: await filesUnder(t.config.uploadsDir), hero: hero.rows, slider: slider.rows };
}

const onDisk = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
const file = (bytes: Uint8Array, filename: string, type?: string) => ({ bytes, filename, ...(type ? { type } : {}) });

describe('POST admin/hero', () => {
  it('stores a JPEG as WebP variants without EXIF, and GET hero answers it with a srcset', async () => {
    const res = await post('/api/admin/hero', [['file', file(await imageOf('jpeg', 120, 80), 'beach.jpg', 'image/jpeg')]]);
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Hero media updated.');
    expect(data).toMatchObject({ url: expect.stringMatching(/^\/uploads\/hero\/[0-9a-f]{32}-1920\.webp$/), kind: 'image' });
    const small = data.url.replace('-1920.webp', '-960.webp');
    expect(data.srcset).toBe(`${small} 960w, ${data.url} 1920w`);
    for (const url of [data.url, small]) {
      const meta = await sharp(await readFile(onDisk(url))).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    const hero = await t.app.inject({ method: 'GET', url: '/api/hero' });
    expect(hero.json().data).toEqual(data);
  });

  it('replaces the previous hero and removes its files', async () => {
    const first = (await post('/api/admin/hero', [['file', file(await imageOf('png'), 'a.png')]])).json().data;
    const second = await post('/api/admin/hero', [['file', file(mp4Of(30), 'clip.mp4', 'video/mp4')]]);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({ url: expect.stringMatching(/^\/uploads\/hero\/[0-9a-f]{32}\.mp4$/), kind: 'video' });
    expect(existsSync(onDisk(first.url))).toBe(false);
    expect(existsSync(onDisk(first.url.replace('-1920.', '-960.')))).toBe(false);
    expect(existsSync(onDisk(second.json().data.url))).toBe(true);
    expect((await snapshot()).hero).toHaveLength(1);
  });

  it('accepts a 30 s WebM', async () => {
    const res = await post('/api/admin/hero', [['file', file(webmOf(30), 'clip.webm', 'video/webm')]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ url: expect.stringMatching(/^\/uploads\/hero\/[0-9a-f]{32}\.webm$/), kind: 'video' });
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, webmOf(30))).toBe(0);
  });

  const refusals: [string, () => Promise<TFormEntry[]>, number, string, string?][] = [
    [
      'a script renamed .jpg and sent as image/jpeg',
      async () => [['file', file(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'photo.jpg', 'image/jpeg')]],
      415,
      'uploads.type_not_allowed',
    ],
    [
      'an SVG with a script',
      async () => [
        ['file', file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'), 'hero.svg', 'image/svg+xml')],
      ],
      415,
      'uploads.type_not_allowed',
    ],
    ['a PNG declaring 20000×20000 pixels', async () => [['file', file(pngDeclaring(20000, 20000), 'bomb.png', 'image/png')]], 422, 'uploads.too_many_pixels'],
    ['a 61 s MP4', async () => [['file', file(mp4Of(61), 'long.mp4', 'video/mp4')]], 422, 'uploads.video_too_long', 'Video must be 60 seconds or less'],
    ['a 61 s WebM', async () => [['file', file(webmOf(61), 'long.webm', 'video/webm')]], 422, 'uploads.video_too_long', 'Video must be 60 seconds or less'],
    [
      'a truncated MP4',
      async () => [['file', file(mp4Of(30, { mdatBytes: 4000 }).subarray(0, 3000), 'cut.mp4', 'video/mp4')]],
      422,
      'uploads.video_unreadable',
    ],
    [
      'a truncated WebM',
      async () => [['file', file(webmOf(30, { clusterBytes: 4000 }).subarray(0, 3000), 'cut.webm', 'video/webm')]],
      422,
      'uploads.video_unreadable',
    ],
    [
      'an image over the size limit',
      async () => [['file', file(Buffer.concat([await imageOf('png'), Buffer.alloc(MAX_IMAGE_BYTES)]), 'big.png')]],
      413,
      'uploads.too_large',
    ],
    ['an undecodable JPEG', async () => [['file', file((await imageOf('jpeg', 300, 300)).subarray(0, 400), 'cut.jpg')]], 422, 'uploads.image_unreadable'],
    ['a form without a file', async () => [['title', 'no file']], 422, 'uploads.file_required'],
  ];

  for (const [what, entries, status, code, message] of refusals) {
    it(`refuses ${what} with ${status} ${code} and writes nothing`, async () => {
      const before = await snapshot();
      const res = await post('/api/admin/hero', await entries());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, code, ...(message ? { message } : {}) });
      expect(await snapshot()).toEqual(before);
    });
  }

  it('refuses a body that is not multipart with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/hero', headers: bearerOf(admin), payload: { file: 'x' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('request.unsupported_media_type');
  });
});

describe('DELETE admin/hero', () => {
  it('removes the current hero and its file', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/hero' })).json().data;
    expect(current.url).not.toBeNull();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/admin/hero', headers: bearerOf(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ url: null, kind: null });
    expect(existsSync(onDisk(current.url))).toBe(false);
  });
});

describe('POST admin/slider', () => {
  type TSlide = { id: number; url: string; position: number; srcset?: string };
  const slides = async (): Promise<TSlide[]> => (await t.app.inject({ method: 'GET', url: '/api/slider' })).json().data;

  it('adds images and answers the list like GET slider', async () => {
    const res = await post('/api/admin/slider', [
      ['images[0][position]', '0'],
      ['images[0][file]', file(await imageOf('png', 1800, 900), 'a.png')],
      ['images[1][position]', '1'],
      ['images[1][file]', file(await imageOf('jpeg', 400, 200), 'b.jpg')],
      ['images[2][position]', '2'],
      ['images[2][file]', file(await imageOf('webp', 400, 200), 'c.webp')],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Slider images saved.');
    const list: TSlide[] = res.json().data;
    expect(list.map((s) => s.position)).toEqual([0, 1, 2]);
    for (const slide of list) {
      expect(slide.url).toMatch(/^\/uploads\/slider\/[0-9a-f]{32}-1600\.webp$/);
      expect(slide.srcset).toBe(`${slide.url.replace('-1600.', '-800.')} 800w, ${slide.url} 1600w`);
    }
    expect(await slides()).toEqual(list);
  });

  it('keeps, reorders, adds and removes in one request, deleting the removed files', async () => {
    const [a, b, c] = await slides();
    if (!a || !b || !c) throw new Error('the previous test leaves three slides');
    const res = await post('/api/admin/slider', [
      ['images[0][position]', '2'],
      ['images[0][id]', String(a.id)],
      ['images[1][position]', '0'],
      ['images[1][id]', String(b.id)],
      ['images[2][position]', '1'],
      ['images[2][file]', file(await imageOf('png', 900, 500), 'new.png')],
    ]);
    expect(res.statusCode).toBe(200);
    const list: TSlide[] = res.json().data;
    expect(list.map((s) => s.id)).toEqual([b.id, expect.any(Number), a.id]);
    expect(list.map((s) => s.position)).toEqual([0, 1, 2]);
    expect(list[1]?.id).not.toBe(c.id);
    expect(existsSync(onDisk(c.url))).toBe(false);
    expect(existsSync(onDisk(c.url.replace('-1600.', '-800.')))).toBe(false);
    for (const slide of list) expect(existsSync(onDisk(slide.url))).toBe(true);
    expect(await slides()).toEqual(list);
  });

  it('changes nothing when one new file is refused, even after valid ones', async () => {
    const [first, second] = await slides();
    const before = await snapshot();
    const res = await post('/api/admin/slider', [
      ['images[0][id]', String(second?.id)],
      ['images[1][file]', file(await imageOf('png', 800, 400), 'ok.png')],
      ['images[2][file]', file(pngDeclaring(20000, 20000), 'bomb.png')],
      ['images[3][id]', String(first?.id)],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('uploads.too_many_pixels');
    expect(await snapshot()).toEqual(before);

    const svg = await post('/api/admin/slider', [
      ['images[0][file]', file(await imageOf('png', 800, 400), 'ok.png')],
      ['images[1][file]', file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png', 'image/png')],
    ]);
    expect(svg.statusCode).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unknown id, an entry with neither id nor file, and more than the maximum, changing nothing', async () => {
    const before = await snapshot();
    const unknown = await post('/api/admin/slider', [
      ['images[0][id]', '999999'],
      ['images[1][file]', file(await imageOf('png'), 'a.png')],
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'validation.failed', errors: { 'images.0.id': ['This slider image no longer exists.'] } });

    const empty = await post('/api/admin/slider', [['images[0][position]', '0']]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ 'images.0.file': ['Please choose a file.'] });

    const png = await imageOf('png');
    const many = await post(
      '/api/admin/slider',
      Array.from({ length: MAX_SLIDER_IMAGES + 1 }, (_, i): TFormEntry => [`images[${i}][file]`, file(png, `${i}.png`)]),
    );
    expect(many.statusCode).toBe(422);
    expect(many.json().errors).toEqual({ images: [`At most ${MAX_SLIDER_IMAGES} slider images.`] });
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE slider/{id}', () => {
  it('removes one image and its files, and answers 404 for an unknown one', async () => {
    const [first, ...rest] = (await t.app.inject({ method: 'GET', url: '/api/slider' })).json().data as { id: number; url: string }[];
    if (!first) throw new Error('the slider tests leave images');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/slider/${first.id}`, headers: bearerOf(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { id: number }) => s.id)).toEqual(rest.map((s) => s.id));
    expect(existsSync(onDisk(first.url))).toBe(false);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/slider/${first.id}`, headers: bearerOf(admin) });
    expect(again.statusCode).toBe(404);
  });
});
