import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { recordActorsOf } from './audit';

/**
 * What `db.execute()` returns on either driver: PGlite's `Results` and node-postgres' `QueryResult` both
 * carry `rows`, which is all the app may rely on.
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  readonly type: DbQueryResult<this['row']>;
}

export type DbQueryResult<TRow> = { rows: TRow[] };

export type DbSchema = typeof schema;

/** The database handle used by repositories, identical for PGlite and PostgreSQL. */
export type Db = PgDatabase<DbQueryResultHKT, DbSchema>;

/** A transaction handle, as received by `db.transaction(async (tx) => …)`. */
export type DbTransaction = PgTransaction<DbQueryResultHKT, DbSchema, ExtractTablesWithRelations<DbSchema>>;

/** Either a database or an open transaction: what a repository function should accept. */
export type DbExecutor = Db | DbTransaction;

export type DatabaseKind = 'pglite' | 'postgres';

export type OpenDatabaseOptions = {
  /** postgres://… — when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string;
  /** PGlite keeps its files in `${dataDir}/pgdata`. */
  dataDir?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /** node-postgres pool size. */
  poolSize?: number;
  /** Errors of idle pooled connections (e.g. PostgreSQL restarted); defaults to stderr. */
  onPoolError?: (error: Error) => void;
};

export type OpenedDatabase = {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
  /**
   * Runs `fn` while holding the start-up lock, so several processes starting on one PostgreSQL migrate,
   * create the signing key and load demo data one after another (docs/architecture.md §3). PGlite has
   * one process by construction and just runs `fn`.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
};

/** pg_advisory_lock key of the start-up section: "tadhkira" as a 32-bit number. */
const STARTUP_LOCK_KEY = 0x7ad4_1a;

export class DatabaseConnectionError extends Error {
  override readonly name = 'DatabaseConnectionError';
}

const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  return openPglite(opts);
}

async function openPglite(opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  let dataPath = 'memory://';
  let unlock = async () => {};
  if (!opts.inMemory) {
    const dataDir = path.resolve(opts.dataDir ?? './data');
    dataPath = path.join(dataDir, 'pgdata');
    await mkdir(dataDir, { recursive: true });
    try {
      unlock = await lockDataDir(dataDir);
    } catch (error) {
      throw new DatabaseConnectionError(describeError(error), { cause: error });
    }
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataPath);
  } catch (error) {
    await unlock();
    throw new DatabaseConnectionError(`cannot open PGlite at ${dataPath}: ${describeError(error)}`, { cause: error });
  }
  const db = drizzlePglite({ client, schema });
  recordActorsOf(db);
  await db.execute(sql`select 1`);
  return {
    // PgliteDatabase is a PgDatabase whose result type has `rows`; the widening loses nothing we use.
    db: db satisfies Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      await unlock();
    },
    exclusive: (fn) => fn(),
  };
}

async function openPostgres(databaseUrl: string, opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const where = describeTarget(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    max: opts.poolSize ?? 10,
  });
  // Without a listener an idle client's error (server restart, network blip) crashes the process;
  // the pool already discards that client and the next query reconnects.
  pool.on('error', opts.onPoolError ?? ((error) => console.error(`PostgreSQL pool error: ${error.message}`)));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseConnectionError(`cannot connect to PostgreSQL at ${where}: ${describeError(error)}`, {
      cause: error,
    });
  }
  const db = drizzleNodePg({ client: pool, schema });
  recordActorsOf(db);
  return {
    db: db satisfies Db,
    kind: 'postgres',
    close: () => pool.end(),
    exclusive: async (fn) => {
      // A session lock on a connection of its own: the work inside uses other pool connections.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        holder.release();
      }
    },
  };
}

/** host:port/database, never the credentials. */
function describeTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const host = url.hostname || url.searchParams.get('host') || 'localhost';
    const port = url.port || '5432';
    const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default)';
    return `${host}:${port}/${database}`;
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeError(error.errors[0]);
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    // Connection errors from `net` carry a useful code (ECONNREFUSED); server errors a useful message.
    const text = code && /^E[A-Z]+$/.test(code) ? code : error.message || code || error.name;
    if (/connection timeout/i.test(text)) return `no answer within ${CONNECT_TIMEOUT_MS / 1000} s`;
    return text.split('\n')[0] ?? text;
  }
  return String(error);
}
