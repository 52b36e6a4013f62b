import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardUpload, storeImage } from '../modules/uploads/uploads.service';
import { createTestApp, type TestApp } from '../test/test-app';
import { freePort } from '../test/server-process';
import { DirectoryStore } from './storage';

/*
 * Upload storage (docs/architecture.md §3): the same store contract and the same /uploads/ URLs with a
 * directory and with S3-compatible object storage, the latter against a local s3rver on a free port.
 */

const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

/** Stores a poster through the app's store, reads it back over HTTP (whole and a byte range), then removes it. */
async function roundTrip(t: TestApp): Promise<void> {
  const stored = await storeImage(t.app.uploads, await png(), 'poster');
  const whole = await t.app.inject({ method: 'GET', url: `/uploads/${stored.path}` });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe('image/webp');
  expect(whole.headers['cache-control']).toMatch(/immutable/);
  expect((await sharp(whole.rawPayload).metadata()).width).toBe(800);

  const part = await t.app.inject({ method: 'GET', url: `/uploads/${stored.path}`, headers: { range: 'bytes=0-11' } });
  expect(part.statusCode).toBe(206);
  expect(part.rawPayload.length).toBe(12);
  expect(part.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(String(part.headers['content-range'])).toMatch(new RegExp(`^bytes 0-11/${whole.rawPayload.length}$`));

  const small = stored.path.replace('-800.webp', '-400.webp');
  expect((await t.app.inject({ method: 'GET', url: `/uploads/${small}` })).statusCode).toBe(200);
  await discardUpload(t.app.uploads, stored.path);
  expect((await t.app.inject({ method: 'GET', url: `/uploads/${stored.path}` })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: `/uploads/${small}` })).statusCode).toBe(404);
}

describe('directory store', () => {
  let t: TestApp;
  let shared: string;
  beforeAll(async () => {
    shared = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-shared-uploads-'));
    t = await createTestApp({ env: { UPLOADS_DIR: shared } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(shared, { recursive: true, force: true });
  });

  it('writes to UPLOADS_DIR (a shared mount) and serves, ranges and removes from it', async () => {
    expect(t.app.uploads.kind).toBe('directory');
    expect(t.config.uploadsDir).toBe(shared);
    const stored = await storeImage(t.app.uploads, await png(), 'poster');
    expect(await filesUnder(path.join(shared, 'posters'))).toContain(path.basename(stored.path));
    await discardUpload(t.app.uploads, stored.path);
    await roundTrip(t);
  });

  it('refuses a path that leaves the directory', async () => {
    const store = new DirectoryStore(shared);
    await expect(store.putAll([{ relative: '../escape.webp', bytes: Buffer.from('x') }])).rejects.toThrow(/outside/);
    expect(await filesUnder(path.dirname(shared))).not.toContain('escape.webp');
  });
});

describe('S3 store (local s3rver)', () => {
  let s3: S3rver;
  let s3Dir: string;
  let t: TestApp;
  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-s3rver-'));
    const port = await freePort();
    s3 = new S3rver({ port, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'tadhkira-media' }] });
    await s3.run();
    t = await createTestApp({
      env: {
        S3_BUCKET: 'tadhkira-media',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: 'media/',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('puts uploads in the bucket, not on the disk, and serves them at the same /uploads/ URLs', async () => {
    expect(t.app.uploads.kind).toBe('s3');
    const stored = await storeImage(t.app.uploads, await png(), 'poster');
    // Nothing under the local uploads directory; the object is in s3rver's bucket under the prefix.
    expect(await filesUnder(t.config.uploadsDir)).toEqual([]);
    const object = await t.app.uploads.get(stored.path);
    expect(object?.contentType).toBe('image/webp');
    object?.body.resume();
    await discardUpload(t.app.uploads, stored.path);
    await roundTrip(t);
  });

  it('answers 404 for a missing object and for a path outside the stored form', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/posters/0123456789abcdef0123456789abcdef-800.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/posters/x.svg' })).statusCode).toBe(404);
  });
});
