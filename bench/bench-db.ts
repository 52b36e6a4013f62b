import { sql } from 'drizzle-orm';
import { openDatabase, type OpenedDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';

/**
 * In-memory PGlite, or the PostgreSQL of DATABASE_URL with its schema wiped and recreated; like
 * server/db/test-db.ts, but with the production pool size so the figures are the server's.
 */
export async function openBenchDatabase(): Promise<OpenedDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  const opened = databaseUrl ? await openDatabase({ databaseUrl }) : await openDatabase({ inMemory: true });
  if (opened.kind === 'postgres') {
    await opened.db.execute(sql`drop schema if exists drizzle cascade`);
    await opened.db.execute(sql`drop schema if exists public cascade`);
    await opened.db.execute(sql`create schema public`);
  }
  await migrate(opened.db, opened.kind);
  return opened;
}
