import type { DatabaseKind, Db } from '../../db/client';
import { pingDatabase } from './health.repository';

/** Healthy when the database answers; a failure surfaces as a 500 for the monitor. */
export async function checkHealth(db: Db, kind: DatabaseKind, now: Date): Promise<{ status: 'ok'; database: DatabaseKind; time: string }> {
  await pingDatabase(db);
  return { status: 'ok', database: kind, time: now.toISOString() };
}
