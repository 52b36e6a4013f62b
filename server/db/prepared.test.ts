import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './client';
import { executePrepared } from './prepared';
import { openEmptyTestDatabase } from './test-db';

let opened: OpenedDatabase;

beforeAll(async () => {
  opened = await openEmptyTestDatabase();
  await opened.db.execute(sql`create table prepared_probe (id int primary key, label text not null)`);
  await opened.db.execute(sql`insert into prepared_probe values (1, 'one'), (2, 'two'), (3, 'three')`);
});

afterAll(async () => {
  await opened.close();
});

describe('executePrepared', () => {
  it('answers like db.execute, run after run and on every pooled connection, with each shape of a statement its own plan', async () => {
    const byId = (id: number) => sql`select id, label from prepared_probe where id = ${id}::int`;
    const byIdAbove = (id: number, above: boolean) => sql`select id, label from prepared_probe where id ${above ? sql`>` : sql`=`} ${id}::int order by id`;
    // More runs at once than the pool has connections, so several connections prepare the same statement.
    const runs = await Promise.all(Array.from({ length: 24 }, (_, i) => executePrepared<{ id: number; label: string }>(opened.db, byId((i % 3) + 1))));
    expect(runs.map((r) => r.rows[0]?.label)).toEqual(Array.from({ length: 24 }, (_, i) => ['one', 'two', 'three'][i % 3]));
    expect((await executePrepared<{ id: number }>(opened.db, byIdAbove(1, true))).rows.map((r) => r.id)).toEqual([2, 3]);
    expect((await executePrepared<{ id: number }>(opened.db, byIdAbove(1, false))).rows.map((r) => r.id)).toEqual([1]);
    expect((await executePrepared(opened.db, byId(3))).rows).toEqual((await opened.db.execute(byId(3))).rows);
  });

  it('runs inside a transaction, seeing its uncommitted writes, and rolls back with it', async () => {
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe values (4, 'four')`);
        const seen = await executePrepared<{ label: string }>(tx, sql`select label from prepared_probe where id = ${4}::int`);
        expect(seen.rows).toEqual([{ label: 'four' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await executePrepared(opened.db, sql`select label from prepared_probe where id = ${4}::int`)).rows).toEqual([]);
  });
});
