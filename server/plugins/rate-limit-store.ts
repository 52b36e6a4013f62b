import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP, type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { TErrorCode } from '../../contract/errors';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { createDatabaseCounter, type RateCounter } from '../db/rate-limit-counters';

/**
 * Where rate-limit counters live (docs/architecture.md §7): in the database's `rate_limit_counters` table,
 * or in Redis when REDIS_URL is set. Either way every server process on one DATABASE_URL (or one Redis)
 * counts against the same budget, so a limit reached through one process holds on all of them.
 *
 * Two users of the same counters:
 * - @fastify/rate-limit (route `config.rateLimit`, `app.rateLimit`, `app.createRateLimit`) through its
 *   store interface: `counterStore()` below, or the plugin's own RedisStore with ioredis;
 * - the login throttle (auth.rate-limits.ts), which needs one more operation than the plugin has: `undo`,
 *   so that a successful login gives back the attempt it reserved.
 *
 * Windows are fixed: the first hit of a key starts a window of `windowMs`, later hits within it count up,
 * the first hit after it starts a new one. Time is the store's clock (database `now()` or Redis), never
 * a process's, so processes with skewed clocks agree.
 */
export type { RateCount, RateCounter } from '../db/rate-limit-counters';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared counters behind every rate limit (database or Redis). */
    rateCounter: RateCounter;
    /** A round trip to Redis for GET /api/ready; null without REDIS_URL. */
    pingRedis: (() => Promise<void>) | null;
  }
}

/**
 * A counter key: the limit's name and a SHA-256 digest of what it counts (an address, a user, an e-mail, a
 * phone), so the shared store never holds personal data in the clear and keys stay short whatever the input.
 */
export function counterKey(name: string, value: string): string {
  return `${name}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
}

/** The default key of a limit: the client's address (IPv6 by /64), digested. */
export function byAddressKey(request: FastifyRequest): string {
  return counterKey('ip', normalizeIP(request.ip));
}

/** Every counter's key in Redis (the login throttle's and the plugin's route limits, through counterStore). */
const REDIS_COUNTER_PREFIX = 'tadhkira:counter:';

const HIT_LUA = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

const UNDO_LUA = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type CounterRedis = Redis & {
  tadhkiraHit(key: string, windowMs: number): Promise<[number, number]>;
  tadhkiraUndo(key: string): Promise<number>;
};

/** The same counters in Redis: INCR and PEXPIRE in one script, so a key never outlives its window. */
export function createRedisCounter(redis: Redis): RateCounter {
  redis.defineCommand('tadhkiraHit', { numberOfKeys: 1, lua: HIT_LUA });
  redis.defineCommand('tadhkiraUndo', { numberOfKeys: 1, lua: UNDO_LUA });
  const commands = redis as CounterRedis;
  return {
    async hit(key, windowMs) {
      const [count, ttlMs] = await commands.tadhkiraHit(REDIS_COUNTER_PREFIX + key, Math.max(1, Math.trunc(windowMs)));
      return { count, ttlMs: Math.max(0, ttlMs) };
    },
    async peek(key) {
      const [value, ttlMs] = await Promise.all([redis.get(REDIS_COUNTER_PREFIX + key), redis.pttl(REDIS_COUNTER_PREFIX + key)]);
      return value === null || ttlMs <= 0 ? { count: 0, ttlMs: 0 } : { count: Number(value), ttlMs };
    },
    async undo(key) {
      await commands.tadhkiraUndo(REDIS_COUNTER_PREFIX + key);
    },
  };
}

/**
 * @fastify/rate-limit's store interface over a RateCounter. The plugin calls `child()` once per limit:
 * a route's `config.rateLimit` gets its method and URL as a key prefix; limits made with
 * `createRateLimit` / `rateLimit` carry their own prefix in their key generator (rateLimitHook).
 */
export function counterStore(counter: RateCounter): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counter.hit(this.prefix + key, timeWindow).then(
        (result) => callback(null, { current: result.count, ttl: result.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** For `{ increment: false }` checks. */
    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      counter.peek(this.prefix + key).then(
        (result) => callback(null, { current: result.count, ttl: result.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Receives the limit's merged options; `routeInfo` is the route for `config.rateLimit`, empty otherwise. */
    child(routeOptions: object): FastifyRateLimitStore {
      const route: unknown = Reflect.get(routeOptions, 'routeInfo');
      const method: unknown = route && typeof route === 'object' ? Reflect.get(route, 'method') : undefined;
      const url: unknown = route && typeof route === 'object' ? Reflect.get(route, 'url') : undefined;
      const scope = typeof url === 'string' ? `${String(method)}${url}:` : '';
      return new CounterStore({}, this.prefix + scope);
    }
  }
  return CounterStore as unknown as new (options: FastifyRateLimitOptions) => FastifyRateLimitStore;
}

/**
 * Counts in Redis while it answers and in the database meanwhile (docs/architecture.md §7): a Redis that
 * is down at start, restarting or gone never turns a limited route into a 500, nor holds it up. Counts made
 * during an outage stay in the database until their windows pass, so a limit is approximate for that long.
 */
export function failoverCounter(isUp: () => boolean, primary: RateCounter, fallback: RateCounter, onFailure: (error: unknown) => void): RateCounter {
  async function use<T>(work: (counter: RateCounter) => Promise<T>): Promise<T> {
    if (isUp()) {
      try {
        return await work(primary);
      } catch (error) {
        onFailure(error);
      }
    }
    return work(fallback);
  }
  return {
    hit: (key, windowMs) => use((counter) => counter.hit(key, windowMs)),
    peek: (key) => use((counter) => counter.peek(key)),
    undo: (key) => use((counter) => counter.undo(key)),
  };
}

/**
 * One warning when Redis goes away and one line when it is back with how many errors were seen between,
 * instead of a line per failed command or reconnect attempt.
 */
function outageLog(app: FastifyInstance) {
  let errors = 0;
  return {
    error(error: unknown) {
      errors += 1;
      if (errors === 1) app.log.warn({ err: error }, 'Redis does not answer: rate limits count in the database until it does');
    },
    ready() {
      if (errors > 0) app.log.info({ errors }, 'Redis answers again: rate limits count there');
      errors = 0;
    },
  };
}

/**
 * A Redis client that reconnects by itself and fails a command at once while disconnected (no offline
 * queue), so the failover counter can go to the database without waiting. Starts connecting at once and
 * waits up to 2 s for the first answer, so a normal start counts in Redis from its first request.
 */
async function connectRedis(url: string, log: ReturnType<typeof outageLog>): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    retryStrategy: (times) => Math.min(200 * times, 5_000),
  });
  redis.on('error', (error: unknown) => log.error(error));
  redis.on('ready', () => log.ready());
  await Promise.race([redis.connect().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  return redis;
}

/**
 * Registers @fastify/rate-limit on the shared store and exposes the counters as `app.rateCounter`.
 * Needs `app.db` when REDIS_URL is not set. No limit is global: only the routes that opt in pay for a
 * counter, so the hot public reads (events, health) never touch the store.
 */
export async function registerRateLimits(app: FastifyInstance, config: AppConfig, db: Db): Promise<void> {
  const common = {
    global: false,
    keyGenerator: byAddressKey,
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) => ({
      statusCode: 429,
      success: false,
      code: 'rate_limited' satisfies TErrorCode,
      message: `Too many requests. Try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
    }),
  };
  const inDatabase = createDatabaseCounter(db, (error) => app.log.warn({ err: error }, 'sweeping expired rate-limit counters failed'));
  if (config.redisUrl) {
    const log = outageLog(app);
    const redis = await connectRedis(config.redisUrl, log);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    const counter = failoverCounter(
      () => redis.status === 'ready',
      createRedisCounter(redis),
      inDatabase,
      (error) => log.error(error),
    );
    app.decorate('rateCounter', counter);
    app.decorate('pingRedis', async () => {
      if (redis.status !== 'ready') throw new Error(`Redis is ${redis.status}`);
      await redis.ping();
    });
    await app.register(rateLimit, { ...common, store: counterStore(counter) });
  } else {
    app.decorate('rateCounter', inDatabase);
    app.decorate('pingRedis', null);
    await app.register(rateLimit, { ...common, store: counterStore(inDatabase) });
  }
}
