import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DirectoryStore, type TUploadStore } from '../lib/storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose names do not change between releases must be revalidated, or a PWA update is never seen. */
const REVALIDATE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest', 'manifest-ar.webmanifest']);

/**
 * Security headers that govern a document (or a worker's script) and mean nothing on a script, a stylesheet, a
 * font or an image: dropped from the build's hashed files under /assets/, about 600 bytes on each of the dozen
 * or more files a first visit loads (docs/architecture.md §7). nosniff, Cross-Origin-Resource-Policy,
 * Referrer-Policy (which governs a stylesheet's own requests) and HSTS stay. No file there runs as a worker:
 * the service worker and public/intl-warmup.js are served from the root, with every header.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

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

/** A stored upload's relative path: our folders and plain names only, never `..` (server/lib/storage.ts). */
const UPLOAD_PATH = /^(posters|slider|hero)\/[A-Za-z0-9_-]+(?:-\d+)?\.(?:webp|mp4|webm)$/;

/**
 * Serves uploaded media with long-lived caching (upload names are unique and never rewritten) at
 * /uploads/<path>, whatever the storage: a directory through @fastify/static, S3 streamed through this
 * server (one origin for the CSP, one URL whatever the storage; docs/architecture.md §3), with single byte
 * ranges passed on so video seeking works.
 */
export async function registerUploads(app: FastifyInstance, store: TUploadStore): Promise<void> {
  if (store instanceof DirectoryStore) {
    await app.register(fastifyStatic, {
      root: store.root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // A directory (`/` above all) is a page path, not a listing: the not-found handler answers it.
      allowedPath: (pathName: string) => !pathName.endsWith('/'),
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders(res) {
        res.header('Cache-Control', IMMUTABLE);
      },
    });
    return;
  }
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const relative = (request.params as { '*': string })['*'];
    if (!UPLOAD_PATH.test(relative)) return reply.callNotFound();
    const wanted = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''));
    const range = wanted ? { start: Number(wanted[1]), end: wanted[2] ? Number(wanted[2]) : undefined } : undefined;
    const object = await store.get(relative, range && (range.end === undefined || range.end >= range.start) ? range : undefined);
    if (!object) return reply.callNotFound();
    reply
      .header('Cache-Control', IMMUTABLE)
      .header('Content-Type', object.contentType)
      .header('Content-Length', object.length)
      .header('Accept-Ranges', 'bytes');
    if (object.range) reply.code(206).header('Content-Range', `bytes ${object.range.start}-${object.range.end}/${object.range.size}`);
    return reply.send(object.body);
  });
}

/**
 * Serves the built PWA's files. Page paths, `/` included, are not files: the not-found handler answers them
 * (server-rendered or the shell, server/plugins/ssr.ts); `/index.html` itself is the shell the service
 * worker precaches.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    // A directory (`/` above all) is a page path, not a listing: the not-found handler answers it.
    allowedPath: (pathName: string) => !pathName.endsWith('/'),
    dotfiles: 'deny',
    // The build writes .br/.gz twins of text assets (build/plugins.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const name = path.basename(filePath);
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`) || /^workbox-[\w-]+\.js$/.test(name);
      res.header('Cache-Control', REVALIDATE.has(name) || !hashed ? 'no-cache' : IMMUTABLE);
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/assets/') && (reply.statusCode === 200 || reply.statusCode === 304)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });
  return true;
}
