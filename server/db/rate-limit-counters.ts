import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A counter's state: hits in the current window and the milliseconds left in it. */
export type RateCount = { count: number; ttlMs: number };

export interface RateCounter {
  /** Counts one hit on `key` and returns the count in the current window and the time left in it. */
  hit(key: string, windowMs: number): Promise<RateCount>;
  /** The count of the current window without counting (0 when there is none). */
  peek(key: string): Promise<RateCount>;
  /** Takes back one hit of the current window (never below 0); a no-op when the window is gone. */
  undo(key: string): Promise<void>;
}

/** How often one process deletes expired counter rows (lazily, on a hit). */
const SWEEP_EVERY_MS = 60_000;

type CounterRow = { hits: number; ttl_ms: number | string };

function toRateCount(row: CounterRow | undefined): RateCount {
  if (!row) return { count: 0, ttlMs: 0 };
  return { count: Number(row.hits), ttlMs: Math.max(0, Math.ceil(Number(row.ttl_ms))) };
}

/**
 * Counters in `rate_limit_counters`. A hit is one `INSERT … ON CONFLICT DO UPDATE` (atomic per key under
 * concurrency: PostgreSQL serialises conflicting upserts on the primary key). Expired rows are deleted at
 * most once a minute per process, in the background, through the index on `expires_at`.
 */
export function createDatabaseCounter(db: Db, onSweepError: (error: unknown) => void, sweepEveryMs = SWEEP_EVERY_MS): RateCounter {
  let lastSweep = Date.now();
  let sweeping = false;

  function sweepSometimes(): void {
    const now = Date.now();
    if (sweeping || now - lastSweep < sweepEveryMs) return;
    sweeping = true;
    lastSweep = now;
    db.execute(sql`delete from rate_limit_counters where expires_at < now()`)
      .catch(onSweepError)
      .finally(() => (sweeping = false));
  }

  return {
    async hit(key, windowMs) {
      const window = Math.max(1, Math.trunc(windowMs));
      const result = await db.execute<CounterRow>(sql`
        insert into rate_limit_counters as c (key, hits, expires_at)
        values (${key}, 1, now() + ${window} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when c.expires_at <= now() then 1 else c.hits + 1 end,
          expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
        returning hits, extract(epoch from (expires_at - now())) * 1000 as ttl_ms`);
      sweepSometimes();
      return toRateCount(result.rows[0]);
    },
    async peek(key) {
      const result = await db.execute<CounterRow>(sql`
        select hits, extract(epoch from (expires_at - now())) * 1000 as ttl_ms
        from rate_limit_counters where key = ${key} and expires_at > now()`);
      return toRateCount(result.rows[0]);
    },
    async undo(key) {
      await db.execute(sql`update rate_limit_counters set hits = hits - 1 where key = ${key} and hits > 0 and expires_at > now()`);
    },
  };
}
