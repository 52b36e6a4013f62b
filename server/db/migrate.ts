import { fileURLToPath } from 'node:url';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseKind, Db, DbSchema } from './client';

/** Resolved from this file, not the working directory, so `npm start` from anywhere finds it. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies pending migrations; a no-op on an up-to-date database. */
export async function migrate(db: Db, kind: DatabaseKind): Promise<void> {
  const config: MigrationConfig = { migrationsFolder: MIGRATIONS_FOLDER };
  // `Db` hides the driver; openDatabase() created it with the driver `kind` names, so narrowing back is sound.
  if (kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase<DbSchema>, config);
  } else {
    await migrateNodePg(db as unknown as NodePgDatabase<DbSchema>, config);
  }
}
