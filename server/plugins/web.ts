import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose names do not change between releases must be revalidated, or a PWA update is never seen. */
const REVALIDATE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest', 'manifest-ar.webmanifest']);

/** sha256 sources for the inline scripts of index.html, so the CSP can allow exactly them. */
export function inlineScriptHashes(distDir: string): string[] {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** Serves uploaded media with long-lived caching (upload names are unique and never rewritten). */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res) {
      res.header('Cache-Control', IMMUTABLE);
    },
  });
}

/** Serves the built PWA; unknown non-API paths fall back to index.html (see the not-found handler). */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    dotfiles: 'deny',
    // The build writes .br/.gz twins of text assets (vite.plugins.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const name = path.basename(filePath);
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`) || /^workbox-[\w-]+\.js$/.test(name);
      res.header('Cache-Control', REVALIDATE.has(name) || !hashed ? 'no-cache' : IMMUTABLE);
    },
  });
  return true;
}
