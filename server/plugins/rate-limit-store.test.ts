import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS } from '../modules/auth/auth.rate-limits';
import { registerUser, uniqueEmail } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { createDatabaseCounter } from '../db/rate-limit-counters';
import type { RateCounter } from './rate-limit-store';

/*
 * Two apps in one test process stand for two `npm start` processes: on one database (PGlite here, the
 * PostgreSQL of DATABASE_URL in CI) they share the `rate_limit_counters` table; with REDIS_URL they share a
 * real redis-server started by this file, and the table stays empty, so only Redis can carry the count.
 */

type Res = { statusCode: number; headers: Record<string, unknown>; json(): unknown };

function expectRateLimited(res: Res) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ success: false, code: 'rate_limited', message: expect.any(String) });
}

function login(t: TestApp, loginValue: string, remoteAddress: string, password = 'wrong-password') {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { login: loginValue, password } });
}

function joinCommunity(t: TestApp, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/join-community', remoteAddress, payload: { email: uniqueEmail('join') } });
}

/** What every store must do, whichever backs it. */
function counterContract(counterOf: () => RateCounter, prefix: string) {
  it('counts concurrent hits on one key exactly once each', async () => {
    const counter = counterOf();
    const results = await Promise.all(Array.from({ length: 40 }, () => counter.hit(`${prefix}:burst`, 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const r of results) expect(r.ttlMs).toBeGreaterThan(50_000);
    expect((await counter.peek(`${prefix}:burst`)).count).toBe(40);
  });

  it('starts a new window once the old one is over, and undo never goes below zero', async () => {
    const counter = counterOf();
    const key = `${prefix}:window`;
    expect((await counter.hit(key, 150)).count).toBe(1);
    expect((await counter.hit(key, 150)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await counter.peek(key)).count).toBe(0);
    expect((await counter.hit(key, 60_000)).count).toBe(1);
    await counter.undo(key);
    await counter.undo(key);
    expect((await counter.peek(key)).count).toBe(0);
    expect((await counter.hit(key, 60_000)).count).toBe(1);
  });
}

describe('rate limits shared through the database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ rateLimits: DEFAULT_AUTH_RATE_LIMITS });
    b = await createTestApp({ rateLimits: DEFAULT_AUTH_RATE_LIMITS, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  counterContract(() => a.app.rateCounter, 'test-db');

  it('deletes expired counters in the background', async () => {
    const errors: unknown[] = [];
    const counter = createDatabaseCounter(a.database.db, (error) => errors.push(error), 0);
    const keys = async () =>
      (await a.database.db.execute<{ key: string }>(sql`select key from rate_limit_counters where key like 'test-sweep:%'`)).rows.map((row) => row.key);
    await counter.hit('test-sweep:short', 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await counter.hit('test-sweep:long', 60_000);
    await expect.poll(keys).toEqual(['test-sweep:long']);
    expect(errors).toEqual([]);
  });

  it('holds a login limit reached through one process on the other', async () => {
    const user = await registerUser(a.app);
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? a : b, user.email, '10.3.0.1')).statusCode).toBe(401);
    expectRateLimited(await login(b, user.email, '10.3.0.1'));
    expectRateLimited(await login(a, user.email, '10.3.0.1'));
    // The owner elsewhere, through either process.
    expect((await login(b, user.email, '10.3.0.2', user.password)).statusCode).toBe(200);
  });

  it('holds route limits (config.rateLimit and createRateLimit) across processes', async () => {
    for (let i = 0; i < 10; i++) expect((await joinCommunity(i < 5 ? a : b, '10.3.1.1')).statusCode).toBe(200);
    expectRateLimited(await joinCommunity(a, '10.3.1.1'));
    expect((await joinCommunity(a, '10.3.1.2')).statusCode).toBe(200);

    const register = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.3.2.1',
        payload: { name: 'N', email: uniqueEmail(), password: 'secret123', country_code: '+968', agree_terms: true },
      });
    for (let i = 0; i < 5; i++) expect((await register(i % 2 ? a : b)).statusCode).toBe(201);
    expectRateLimited(await register(a));
  });

  it('never counts the public reads: no global limit, no store round trip on the hot routes', async () => {
    const count = async () => Number((await a.database.db.execute<{ n: number | string }>(sql`select count(*) as n from rate_limit_counters`)).rows[0]?.n);
    const before = await count();
    for (const url of ['/api/health', '/api/events', '/api/events?page=2', '/api/categories']) {
      const res = await a.app.inject({ method: 'GET', url, remoteAddress: '10.3.4.1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    expect(await count()).toBe(before);
  });

  it('keeps counters in rate_limit_counters, without the e-mail or address in the clear', async () => {
    const email = uniqueEmail('clear');
    expect((await login(a, email, '10.3.3.1')).statusCode).toBe(401);
    const rows = await a.database.db.execute<{ key: string }>(sql`select key from rate_limit_counters`);
    expect(rows.rows.length).toBeGreaterThan(0);
    const keys = rows.rows.map((row) => row.key).join('\n');
    expect(keys).not.toContain(email);
    expect(keys).not.toContain('10.3.');
    expect(keys).toMatch(/^rl:POST\/api\/join-community:ip:/m);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  for (let attempt = 0; ; attempt++) {
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return { url, process: child };
    } catch (error) {
      probe.disconnect();
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: { url: string; process: ChildProcess };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    a = await createTestApp({ rateLimits: DEFAULT_AUTH_RATE_LIMITS, env: { REDIS_URL: redis.url } });
    // One database (on PostgreSQL a second test database would recreate the schema under the first).
    b = await createTestApp({ rateLimits: DEFAULT_AUTH_RATE_LIMITS, env: { REDIS_URL: redis.url }, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    redis?.process.kill();
  });

  counterContract(() => a.app.rateCounter, 'test-redis');

  it('holds a login limit reached through one process on the other', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? a : b, email, '10.4.0.1')).statusCode).toBe(401);
    expectRateLimited(await login(b, email, '10.4.0.1'));
    expectRateLimited(await login(a, email.toUpperCase(), '10.4.0.1'));
  });

  it('holds route limits of the plugin store across processes', async () => {
    for (let i = 0; i < 10; i++) expect((await joinCommunity(i < 5 ? a : b, '10.4.1.1')).statusCode).toBe(200);
    expectRateLimited(await joinCommunity(b, '10.4.1.1'));
    expect((await joinCommunity(b, '10.4.1.2')).statusCode).toBe(200);
  });

  it('keeps nothing in the database table', async () => {
    const rows = await a.database.db.execute<{ n: number | string }>(sql`select count(*) as n from rate_limit_counters`);
    expect(Number(rows.rows[0]?.n)).toBe(0);
  });
});

describe('Redis down (REDIS_URL set, nothing answering)', () => {
  it('starts anyway, limits in the database meanwhile (never a 500), is not ready, and moves to Redis once it answers', async () => {
    const port = await freePort();
    const started = performance.now();
    const t = await createTestApp({
      rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, loginPerAccountAddress: { max: 2, timeWindow: '1 minute' } },
      env: { REDIS_URL: `redis://127.0.0.1:${port}` },
    });
    let redis: ChildProcess | undefined;
    try {
      expect(performance.now() - started).toBeLessThan(10_000);
      const email = uniqueEmail('nobody');
      expect((await login(t, email, '10.6.0.1')).statusCode).toBe(401);
      expect((await login(t, email, '10.6.0.1')).statusCode).toBe(401);
      expectRateLimited(await login(t, email, '10.6.0.1'));
      const counted = await t.database.db.execute<{ n: number | string }>(sql`select count(*) as n from rate_limit_counters`);
      expect(Number(counted.rows[0]?.n)).toBeGreaterThan(0);
      expect((await joinCommunity(t, '10.6.0.2')).statusCode).toBe(200);
      const notReady = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ data: { database: 'ok', redis: 'down' } });

      // Redis comes up on that port: the app reconnects by itself and counts there.
      redis = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      let ready = 0;
      for (let i = 0; i < 100 && ready !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ready = (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
      }
      expect(ready).toBe(200);
      const other = uniqueEmail('nobody');
      expect((await login(t, other, '10.6.0.3')).statusCode).toBe(401);
      const probe = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 0 });
      expect((await probe.keys('tadhkira:counter:*')).length).toBeGreaterThan(0);
      probe.disconnect();

      // And when it goes away again, the routes keep answering from the database.
      redis.kill('SIGKILL');
      await new Promise((resolve) => redis?.once('exit', resolve));
      for (let i = 0; i < 3; i++) expect([401, 429]).toContain((await login(t, other, '10.6.0.3')).statusCode);
      expectRateLimited(await login(t, other, '10.6.0.3'));
    } finally {
      redis?.kill('SIGKILL');
      await t.close();
    }
  }, 30_000);
});
