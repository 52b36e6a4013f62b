import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { core } from 'zod/mini';
import type { TLocale } from '../../../contract/common';
import type { DbExecutor } from '../../db/client';
import { readCatalogState } from './events.repository';

/*
 * Public event reads answered from memory, never stale (docs/architecture.md §8).
 *
 * Every answer of the public event routes is a function of (URL, language, catalogue state). The
 * catalogue state is read from the database on every request, in one cheap query: the sum of the
 * `catalog_versions` counters, which triggers bump in the same transaction as any change to events,
 * tickets, their categories and badges (server/db/migrations/0008_read_summary.sql), and the first
 * finish time still ahead, since the list hides events that have ended. Same state → same answer, so the
 * encoded body (and its gzip and brotli forms) is kept per state, and the state is the ETag: a client
 * holding it gets 304 without any further work, on any process. A booking or cancellation commits a new
 * state, so the next read (on this process or another) computes afresh.
 */

const MAX_ENTRIES = 500;
/** Bodies below this go out uncompressed, as @fastify/compress does for other routes. */
const COMPRESS_THRESHOLD = 1024;

type TEntry = { body: Buffer; gzip: Buffer | null; br: Buffer | null };

export class EventReadCache {
  private readonly entries = new Map<string, TEntry>();
  private state = '';
  hits = 0;
  misses = 0;

  /** Entries of an older state can never be served again: dropped as soon as a newer state is seen. */
  get(state: string, key: string): TEntry | undefined {
    if (state !== this.state) {
      this.entries.clear();
      this.state = state;
    }
    return this.entries.get(key);
  }

  set(state: string, key: string, entry: TEntry): void {
    if (state !== this.state) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}

/** br when accepted, else gzip when accepted, else none; `;q=0` refuses a coding. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (value === '') return null;
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(coding.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored.
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

function encodeEntry(json: string): TEntry {
  const body = Buffer.from(json, 'utf8');
  if (body.length < COMPRESS_THRESHOLD) return { body, gzip: null, br: null };
  return {
    body,
    gzip: gzipSync(body, { level: 6 }),
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  };
}

/**
 * Answers a public event read: 304 when the client's ETag names the current state, else the cached body
 * for this URL and language, else `compute()` encoded with the route's response schema (as Fastify's
 * serializer would) and kept. The route must be registered with `compress: false`: this sets the coding.
 */
export async function sendCachedRead<TSchema extends core.$ZodType>(
  cache: EventReadCache,
  db: DbExecutor,
  request: FastifyRequest,
  reply: FastifyReply,
  locale: TLocale,
  schema: TSchema,
  compute: () => Promise<core.output<TSchema>>,
): Promise<FastifyReply> {
  const state = await readCatalogState(db, new Date());
  const etag = `W/"${state}.${locale}"`;
  reply.header('etag', etag);
  // Public, but revalidated on every use, so seats left are never taken from a browser cache.
  reply.header('cache-control', 'no-cache');
  reply.header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding'));
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const key = `${locale} ${request.url}`;
  let entry = cache.get(state, key);
  if (entry) {
    cache.hits++;
  } else {
    cache.misses++;
    entry = encodeEntry(JSON.stringify(z.encode(schema, await compute())));
    cache.set(state, key, entry);
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = entry.gzip ? pickEncoding(request.headers['accept-encoding']) : null;
  const payload = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : null;
  if (encoding && payload) {
    reply.header('content-encoding', encoding);
    return reply.send(payload);
  }
  return reply.send(entry.body);
}

function varyWith(current: unknown, name: string): string {
  const existing = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  const names = existing
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(', ');
}
