import { sql } from 'drizzle-orm';
import { openDatabase, type OpenedDatabase } from './client';
import { migrate } from './migrate';

/**
 * An empty database for one test file: in-memory PGlite by default; with DATABASE_URL set, that
 * PostgreSQL with its `public` and `drizzle` schemas dropped and recreated, so runs repeat. Recreating
 * the schema is why test files must not run in parallel against PostgreSQL.
 */
export async function openEmptyTestDatabase(): Promise<OpenedDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  const opened = databaseUrl ? await openDatabase({ databaseUrl, poolSize: 5 }) : await openDatabase({ inMemory: true });
  if (opened.kind === 'postgres') {
    await opened.db.execute(sql`drop schema if exists drizzle cascade`);
    await opened.db.execute(sql`drop schema if exists public cascade`);
    await opened.db.execute(sql`create schema public`);
  }
  return opened;
}

/** An empty database with every migration applied. */
export async function createTestDatabase(): Promise<OpenedDatabase> {
  const opened = await openEmptyTestDatabase();
  await migrate(opened.db, opened.kind);
  return opened;
}
