import type { DatabaseKind, Db } from '../../db/client';
import { pingDatabase } from './health.repository';

/** Healthy when the database answers; a failure surfaces as a 500 for the monitor. */
export async function checkHealth(db: Db, kind: DatabaseKind, now: Date): Promise<{ status: 'ok'; database: DatabaseKind; time: string }> {
  await pingDatabase(db);
  return { status: 'ok', database: kind, time: now.toISOString() };
}

export type TReadiness = { status: 'ready' | 'not_ready'; database: 'ok' | 'down'; redis: 'ok' | 'down' | 'off' };

/** Ready when the database answers, and Redis too when it is configured; each within `timeoutMs`. */
export async function checkReadiness(db: Db, pingRedis: (() => Promise<void>) | null, timeoutMs = 2000): Promise<TReadiness> {
  const within = async (work: () => Promise<void>): Promise<'ok' | 'down'> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([work(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)))]);
      return 'ok';
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  };
  const [database, redis] = await Promise.all([within(() => pingDatabase(db)), pingRedis ? within(pingRedis) : Promise.resolve('off' as const)]);
  return { status: database === 'ok' && redis !== 'down' ? 'ready' : 'not_ready', database, redis };
}
