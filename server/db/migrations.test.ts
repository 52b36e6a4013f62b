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
 * Upgrades of a released database: the schema as of an older migration, rows written the way the code
 * of that time wrote them, then the remaining migrations. Each must keep what the rows meant.
 */

let database: OpenedDatabase;
let oldFolder: string;

/** A migrations folder holding only the first `count` migrations of the real one. */
async function migrationsUpTo(count: number): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-migrations-'));
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, count);
  await cp(path.join(MIGRATIONS_FOLDER, 'meta'), path.join(folder, 'meta'), { recursive: true });
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) await cp(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

async function migrateFrom(folder: string): Promise<void> {
  const config: MigrationConfig = { migrationsFolder: folder };
  // The opened kind names the driver the handle was made with (as server/db/migrate.ts).
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase<DbSchema>, config);
  else await migrateNodePg(database.db as unknown as NodePgDatabase<DbSchema>, config);
}

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await database.db.execute<T & Record<string, unknown>>(query);
  const row = result.rows[0];
  if (!row) throw new Error('expected a row');
  return row;
}

beforeAll(async () => {
  database = await openEmptyTestDatabase();
  oldFolder = await migrationsUpTo(1);
});
afterAll(async () => {
  await database?.close();
  if (oldFolder) await rm(oldFolder, { recursive: true, force: true });
});

describe('0001_ledger_kinds', () => {
  type TLedgerRow = { description: string; kind: string; event_id: number | null; reward_id: number | null; note: string | null; amount: number };
  let ids: { user: number; event: number; reward: number; redemption: number; invoice: number; booking: number; usage: number };
  let before: { id: number; description: string }[];

  beforeAll(async () => {
    await migrateFrom(oldFolder);
    const user = await one<{ id: number }>(sql`insert into users (name, email, password_hash) values ('Aisha', 'aisha@example.om', 'x') returning id`);
    const event = await one<{ id: number }>(
      sql`insert into events (name, description, start_date, finish_date) values ('Muscat Nights', 'd', '2030-01-01T16:00:00Z', '2030-01-01T20:00:00Z') returning id`,
    );
    const ticket = await one<{ id: number }>(sql`insert into tickets (event_id, name, price, total) values (${event.id}, 'GA', 5000, 10) returning id`);
    const invoice = await one<{ id: number }>(
      sql`insert into invoices (user_id, subtotal, vat, total, vat_rate_bp, status) values (${user.id}, 5000, 750, 5750, 1500, 'paid') returning id`,
    );
    const booking = await one<{
      id: number;
    }>(sql`insert into bookings (invoice_id, user_id, ticket_id, event_id, code, usage_limit, holder_name, holder_email, unit_price)
      values (${invoice.id}, ${user.id}, ${ticket.id}, ${event.id}, 'T1.a.b', 1, 'Aisha', 'aisha@example.om', 5000) returning id`);
    const usage = await one<{ id: number }>(sql`insert into ticket_usages (scan_id, booking_id, event_id, code, decision, device_id, scanned_at)
      values ('6f1c1a52-6b8a-4d0e-9d3c-7d1b8f0e2a11', ${booking.id}, ${event.id}, 'T1.a.b', 'accepted', 'gate-1', now()) returning id`);
    const reward = await one<{ id: number }>(sql`insert into rewards (title, cost) values ('Free coffee', 700) returning id`);
    const redemption = await one<{ id: number }>(
      sql`insert into redemptions (user_id, reward_id, cost, code) values (${user.id}, ${reward.id}, 700, 'RW-OLD') returning id`,
    );
    ids = { user: user.id, event: event.id, reward: reward.id, redemption: redemption.id, invoice: invoice.id, booking: booking.id, usage: usage.id };
    // The sentences the code of 0000 wrote, in time order with a running balance.
    const rows = await database.db.execute<{ id: number; description: string }>(sql`
      insert into coin_transactions (user_id, amount, balance_after, kind, description, invoice_id, booking_id, usage_id, redemption_id) values
        (${user.id}, 2000, 2000, 'adjustment', 'Welcome bonus', null, null, null, null),
        (${user.id}, 500, 2500, 'purchase', 'Tickets for Muscat Nights', ${invoice.id}, null, null, null),
        (${user.id}, 100, 2600, 'usage', 'Check-in at Muscat Nights', null, ${booking.id}, ${usage.id}, null),
        (${user.id}, -700, 1900, 'redemption', 'Redeemed: Free coffee', null, null, null, ${redemption.id}),
        (${user.id}, 700, 2600, 'adjustment', 'Refund: Free coffee', null, null, null, ${redemption.id}),
        (${user.id}, -500, 2100, 'adjustment', 'Booking cancelled: Muscat Nights', ${invoice.id}, null, null, null),
        (${user.id}, -100, 2000, 'adjustment', 'Booking cancelled: an event since deleted', null, null, null, null),
        (${user.id}, 300, 2300, 'adjustment', 'Sorry for the queue at gate 2', null, null, null, null),
        (${user.id}, 50, 2350, 'purchase', 'Tickets bought before invoices were linked', null, null, null, null)
      returning id, description`);
    before = rows.rows;
    await migrate(database.db, database.kind);
  });

  async function converted(description: string): Promise<Omit<TLedgerRow, 'description'>> {
    const id = before.find((row) => row.description === description)?.id;
    return one(sql`select kind, event_id, reward_id, note, amount from coin_transactions where id = ${id}`);
  }

  it('drops the sentence column', async () => {
    const columns = await database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'coin_transactions' and table_schema = current_schema()`,
    );
    expect(columns.rows.map((c) => c.column_name)).not.toContain('description');
    expect(columns.rows.map((c) => c.column_name)).toEqual(expect.arrayContaining(['event_id', 'reward_id', 'note']));
  });

  it('names the event of a purchase (through its invoice) and of a check-in (through its booking)', async () => {
    expect(await converted('Tickets for Muscat Nights')).toEqual({ kind: 'purchase', event_id: ids.event, reward_id: null, note: null, amount: 500 });
    expect(await converted('Check-in at Muscat Nights')).toEqual({ kind: 'usage', event_id: ids.event, reward_id: null, note: null, amount: 100 });
  });

  it('names the reward of a redemption, and turns a refund pointing at a redemption into a redemption_refund', async () => {
    expect(await converted('Redeemed: Free coffee')).toEqual({ kind: 'redemption', event_id: null, reward_id: ids.reward, note: null, amount: -700 });
    expect(await converted('Refund: Free coffee')).toEqual({ kind: 'redemption_refund', event_id: null, reward_id: ids.reward, note: null, amount: 700 });
  });

  it('turns the welcome bonus into a bonus and a cancelled booking with a known event into a purchase_reversal', async () => {
    expect(await converted('Welcome bonus')).toEqual({ kind: 'bonus', event_id: null, reward_id: null, note: null, amount: 2000 });
    expect(await converted('Booking cancelled: Muscat Nights')).toEqual({
      kind: 'purchase_reversal',
      event_id: ids.event,
      reward_id: null,
      note: null,
      amount: -500,
    });
  });

  it('keeps what it cannot tell apart as an adjustment with the old sentence as its note', async () => {
    expect(await converted('Booking cancelled: an event since deleted')).toEqual({
      kind: 'adjustment',
      event_id: null,
      reward_id: null,
      note: 'Booking cancelled: an event since deleted',
      amount: -100,
    });
    expect(await converted('Sorry for the queue at gate 2')).toMatchObject({ kind: 'adjustment', note: 'Sorry for the queue at gate 2' });
    expect(await converted('Tickets bought before invoices were linked')).toMatchObject({
      kind: 'adjustment',
      event_id: null,
      note: 'Tickets bought before invoices were linked',
    });
  });

  it('leaves balances untouched and enforces the new shapes on new rows', async () => {
    const sum = await one<{ total: number | string }>(sql`select sum(amount) as total from coin_transactions where user_id = ${ids.user}`);
    expect(Number(sum.total)).toBe(2350);
    await expect(
      database.db.execute(sql`insert into coin_transactions (user_id, amount, balance_after, kind) values (${ids.user}, 10, 2360, 'purchase')`),
    ).rejects.toThrow();
  });
});
