import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbSchema, OpenedDatabase } from './client';
import { migrate, MIGRATIONS_FOLDER } from './migrate';
import { openEmptyTestDatabase } from './test-db';

/*
 * The phone_verified_unique migration on a released database: users with verified, unverified and no
 * phones, written under the old "every number unique" constraint, keep their numbers; afterwards several
 * accounts may claim one number unverified, but only one may hold it verified. Found by tag, not number,
 * because migrations of parallel branches are renumbered at merge.
 */

const TAG = 'phone_verified_unique';
let database: OpenedDatabase;
let oldFolder: string;

async function migrationsBefore(tagSuffix: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-migrations-'));
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
  if (index < 0) throw new Error(`no migration ${tagSuffix}`);
  journal.entries = journal.entries.slice(0, index);
  await cp(path.join(MIGRATIONS_FOLDER, 'meta'), path.join(folder, 'meta'), { recursive: true });
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) await cp(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

async function insertUser(email: string, phone: string | null, verified: boolean): Promise<void> {
  await database.db.execute(
    sql`insert into users (name, email, password_hash, phone, phone_verified_at) values ('U', ${email}, 'x', ${phone}, ${verified ? sql`now()` : null})`,
  );
}

beforeAll(async () => {
  database = await openEmptyTestDatabase();
  oldFolder = await migrationsBefore(TAG);
  const config: MigrationConfig = { migrationsFolder: oldFolder };
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase<DbSchema>, config);
  else await migrateNodePg(database.db as unknown as NodePgDatabase<DbSchema>, config);
  await insertUser('verified@example.om', '+96891000001', true);
  await insertUser('unverified@example.om', '+96891000002', false);
  await insertUser('nophone@example.om', null, false);
  await migrate(database.db, database.kind);
});
afterAll(async () => {
  await database?.close();
  if (oldFolder) await rm(oldFolder, { recursive: true, force: true });
});

describe(`${TAG} migration`, () => {
  it('keeps every existing number and its verification', async () => {
    const rows = await database.db.execute<{ email: string; phone: string | null; verified: boolean }>(
      sql`select email, phone, phone_verified_at is not null as verified from users order by email`,
    );
    expect(rows.rows).toEqual([
      { email: 'nophone@example.om', phone: null, verified: false },
      { email: 'unverified@example.om', phone: '+96891000002', verified: false },
      { email: 'verified@example.om', phone: '+96891000001', verified: true },
    ]);
  });

  it('lets other accounts claim a number unverified, even one that is verified elsewhere', async () => {
    await insertUser('claim-a@example.om', '+96891000002', false);
    await insertUser('claim-b@example.om', '+96891000001', false);
    const count = await database.db.execute<{ n: number | string }>(sql`select count(*) as n from users where phone in ('+96891000001', '+96891000002')`);
    expect(Number(count.rows[0]?.n)).toBe(4);
  });

  it('refuses a second verified holder of a number', async () => {
    await expect(insertUser('second@example.om', '+96891000001', true)).rejects.toThrow();
  });
});
