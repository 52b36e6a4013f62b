/**
 * GET /api/events latency and throughput on the demo data (docs/architecture.md §8: p99 ≤ 25 ms at 300 req/s on
 * PostgreSQL, and ≥ 0.25 of a bare health route's throughput). Run: `npx tsx bench/events-api.ts`
 * (PGlite) or with DATABASE_URL set (PostgreSQL; the database is wiped and re-seeded).
 * Client and server share this machine's cores, so the figures are a floor, not a ceiling.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createTestDatabase } from '../server/db/test-db';
import { describe, fixedRate, maxThroughput } from './http-load';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '1', LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dataDir, 'none') });
const database = await createTestDatabase();
const app = await buildApp(config, { database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const categories = (await (await fetch(`${base}/api/categories?hierarchical=1`)).json()) as { data: { categories: { id: number }[] } };
const parents = categories.data.categories.map((c) => c.id);
const filtered = [
  '/api/events?per_page=8&page=1',
  '/api/events?per_page=8&page=2&sort_field=popularity&sort_direction=desc',
  `/api/events?per_page=8&category_ids[]=${parents[0]}&sort_field=price&sort_direction=asc`,
  '/api/events?per_page=8&search=muscat&price[min]=0&price[max]=30',
  `/api/events?per_page=8&location=Muscat&category_ids[]=${parents[1]}`,
];
let i = 0;
const eventsUrl = () => `${base}${filtered[i++ % filtered.length]}`;
const healthUrl = () => `${base}/api/health`;

console.log(`database: ${database.kind}`);
await maxThroughput(eventsUrl, 8, 2); // warm-up
const health = await maxThroughput(healthUrl, 16, 5);
const events = await maxThroughput(eventsUrl, 16, 5);
console.log(describe('health, closed loop (16 clients)', health));
console.log(describe('events with filters, closed loop (16 clients)', events));
console.log(`events / health throughput ratio: ${(events.sent / events.seconds / (health.sent / health.seconds)).toFixed(2)}`);
for (const rate of [100, 300]) {
  console.log(describe(`events with filters at ${rate} req/s (open loop)`, await fixedRate(eventsUrl, rate, 10)));
}
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
