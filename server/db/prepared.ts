import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { DbExecutor, DbQueryResult } from './client';

/*
 * Named prepared statements for the few hottest raw statements (a checkout's hold and its confirmation;
 * docs/architecture.md §8). `db.execute()` sends every statement unnamed, so PostgreSQL parses and plans it
 * anew each time: for a statement of a dozen CTEs that planning costs more than running it. Named, the
 * node-postgres driver prepares it once per pooled connection and reuses the plan; PGlite runs it as
 * `db.execute()` would. The name is a digest of the SQL text, so two shapes of one statement (a guard
 * present or not) are two prepared statements and never collide, and the number of them is bounded by the
 * shapes the code can build.
 */

/** The parts of drizzle's session this needs (its public `_.session`). */
type TPreparingSession = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, isResponseInArrayMode: boolean): { execute(): Promise<unknown> };
};

export async function executePrepared<TRow>(db: DbExecutor, query: SQL): Promise<DbQueryResult<TRow>> {
  // Structural access to drizzle's session: `prepareQuery` is how `db.execute()` itself runs a statement.
  const session = db._.session as unknown as TPreparingSession;
  const built = session.dialect.sqlToQuery(query);
  const name = `p_${createHash('sha1').update(built.sql).digest('base64url')}`;
  return (await session.prepareQuery(built, undefined, name, false).execute()) as DbQueryResult<TRow>;
}
