/**
 * What the shared rate-limit store costs (docs/architecture.md §7): one counter hit, alone and under
 * concurrency, and the throughput of a counted route (the not-found handler) beside the bare health route
 * and GET /api/events, which count nothing. Run: `npx tsx bench/rate-limits.ts` (PGlite), with DATABASE_URL
 * (PostgreSQL; the database is wiped), and/or REDIS_URL (counters in that Redis).
 * Client and server share this machine's cores, so the figures are a floor, not a ceiling.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createTestDatabase } from '../server/db/test-db';
import { describe, maxThroughput, percentile } from './http-load';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DEMO_DATA: '1',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: path.join(dataDir, 'none'),
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
});
const database = await createTestDatabase();
const app = await buildApp(config, { database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
console.log(`database: ${database.kind}, counters: ${config.redisUrl ? 'redis' : 'database'}`);

const counter = app.rateCounter;
const sequential: number[] = [];
for (let i = 0; i < 2000; i++) {
  const started = performance.now();
  await counter.hit(`bench:${i % 50}`, 60_000);
  sequential.push(performance.now() - started);
}
sequential.sort((a, b) => a - b);
console.log(`counter hit, one at a time: p50 ${percentile(sequential, 50).toFixed(3)} ms  p99 ${percentile(sequential, 99).toFixed(3)} ms`);
const started = performance.now();
let done = 0;
await Promise.all(
  Array.from({ length: 16 }, async (_, worker) => {
    while (performance.now() - started < 3000) {
      await counter.hit(`bench:hot:${worker % 2}`, 60_000);
      done++;
    }
  }),
);
console.log(`counter hits, 16 in flight on 2 keys: ${(done / ((performance.now() - started) / 1000)).toFixed(0)} hits/s`);

let n = 0;
const healthUrl = () => `${base}/api/health`;
const eventsUrl = () => `${base}/api/events?per_page=8&page=${(n++ % 2) + 1}`;
// A fresh unknown path per request from one address: counted by the not-found limit (mostly 429 after 300).
const notFoundUrl = () => `${base}/api/nowhere-${n++}`;
await maxThroughput(eventsUrl, 8, 2); // warm-up
const before = await database.db.execute<{ n: number | string }>(sql`select count(*) as n from rate_limit_counters where key not like 'bench%'`);
const health = await maxThroughput(healthUrl, 16, 5);
const events = await maxThroughput(eventsUrl, 16, 5);
const after = await database.db.execute<{ n: number | string }>(sql`select count(*) as n from rate_limit_counters where key not like 'bench%'`);
const notFound = await maxThroughput(notFoundUrl, 16, 5);
console.log(describe('health (no counter), 16 clients', health));
console.log(describe('events list (no counter), 16 clients', events));
console.log(describe('not-found (one counter hit each), 16 clients', { ...notFound, errors: 0 }));
console.log(`counter rows written by health + events: ${Number(after.rows[0]?.n) - Number(before.rows[0]?.n)}`);
console.log(`not-found / health throughput ratio: ${(notFound.sent / notFound.seconds / (health.sent / health.seconds)).toFixed(2)}`);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
