import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinTransactions, users } from '../../db/schema';
import { createEvent, createTestUser, DAY } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LedgerEntryTakenError } from './coins.errors';
import { credit, creditMany, reclaim, spend } from './coins.ledger';

let t: TestApp;
let eventId: number;

async function ledgerOf(userId: number): Promise<{ coins: number; sum: number; rows: number }> {
  const [user] = await t.app.db.select({ coins: users.coins }).from(users).where(eq(users.id, userId));
  const result = await t.app.db.execute<{ sum: number | string; n: number | string }>(
    sql`select coalesce(sum(amount), 0) as sum, count(*) as n from coin_transactions where user_id = ${userId}`,
  );
  return { coins: user?.coins ?? -1, sum: Number(result.rows[0]?.sum), rows: Number(result.rows[0]?.n) };
}

beforeAll(async () => {
  t = await createTestApp();
  eventId = await createEvent(t.app.db, { name: 'Muscat Nights', start: new Date(Date.now() + DAY) });
});
afterAll(async () => t?.close());

describe('the coin ledger', () => {
  it('credits with the kind and its parameters, and keeps balance_after equal to users.coins', async () => {
    const user = await createTestUser(t.app.db);
    const first = await credit(t.app.db, { userId: user.id, amount: 500, kind: 'purchase', eventId });
    const second = await credit(t.app.db, { userId: user.id, amount: 250, kind: 'bonus' });
    expect(first.balance).toBe(500);
    expect(second.balance).toBe(750);
    const [row] = await t.app.db.select().from(coinTransactions).where(eq(coinTransactions.id, first.transactionId));
    expect(row).toMatchObject({ userId: user.id, amount: 500, balanceAfter: 500, kind: 'purchase', eventId, rewardId: null, note: null });
    expect(await ledgerOf(user.id)).toEqual({ coins: 750, sum: 750, rows: 2 });
  });

  it('refuses a spend that would take the balance below zero and writes nothing', async () => {
    const user = await createTestUser(t.app.db, { coins: 300 });
    expect(await spend(t.app.db, { userId: user.id, amount: 301, kind: 'purchase_reversal', eventId })).toEqual({ ok: false, reason: 'insufficient_coins' });
    expect(await ledgerOf(user.id)).toEqual({ coins: 300, sum: 300, rows: 1 });
    const spent = await spend(t.app.db, { userId: user.id, amount: 300, kind: 'purchase_reversal', eventId });
    expect(spent).toMatchObject({ ok: true, balance: 0 });
  });

  it('reclaims as much as the balance covers, says what it could not, and writes no row for nothing', async () => {
    const user = await createTestUser(t.app.db, { coins: 500 });
    const full = await t.app.db.transaction((tx) => reclaim(tx, { userId: user.id, amount: 200, kind: 'purchase_reversal', eventId }));
    expect(full).toMatchObject({ taken: 200, unrecovered: 0 });
    const part = await t.app.db.transaction((tx) => reclaim(tx, { userId: user.id, amount: 450, kind: 'purchase_reversal', eventId }));
    expect(part).toMatchObject({ taken: 300, unrecovered: 150 });
    expect(await t.app.db.transaction((tx) => reclaim(tx, { userId: user.id, amount: 100, kind: 'purchase_reversal', eventId }))).toEqual({
      taken: 0,
      unrecovered: 100,
      transactionId: null,
    });
    expect(await ledgerOf(user.id)).toEqual({ coins: 0, sum: 0, rows: 3 });
  });

  it('rejects a zero or negative amount: the kind says which way coins move', async () => {
    const user = await createTestUser(t.app.db, { coins: 100 });
    await expect(credit(t.app.db, { userId: user.id, amount: 0, kind: 'bonus' })).rejects.toThrow(RangeError);
    await expect(spend(t.app.db, { userId: user.id, amount: -5, kind: 'adjustment' })).rejects.toThrow(RangeError);
  });

  it('rejects a row without the parameters its kind needs', async () => {
    const user = await createTestUser(t.app.db);
    await expect(credit(t.app.db, { userId: user.id, amount: 100, kind: 'purchase' })).rejects.toThrow();
    expect(await ledgerOf(user.id)).toEqual({ coins: 0, sum: 0, rows: 0 });
  });

  it('composes in the caller’s transaction: a rollback undoes balance and row together', async () => {
    const user = await createTestUser(t.app.db, { coins: 100 });
    await expect(
      t.app.db.transaction(async (tx) => {
        await credit(tx, { userId: user.id, amount: 400, kind: 'adjustment', note: 'Gate delay' });
        throw new Error('the caller failed after the credit');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await ledgerOf(user.id)).toEqual({ coins: 100, sum: 100, rows: 1 });
  });

  it('lets only as many racing spends through as the balance covers', async () => {
    const user = await createTestUser(t.app.db, { coins: 1000 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.app.db.transaction((tx) => spend(tx, { userId: user.id, amount: 300, kind: 'adjustment', note: 'race' }))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(await ledgerOf(user.id)).toEqual({ coins: 100, sum: 100, rows: 4 });
    const min = await t.app.db.execute<{ min: number | string }>(sql`select min(balance_after) as min from coin_transactions where user_id = ${user.id}`);
    expect(Number(min.rows[0]?.min)).toBe(100);
  });
});

describe('the coin ledger, once per scan', () => {
  it('credits a scan’s usage coins once; a repeat is a LedgerEntryTakenError, not a second credit', async () => {
    const user = await createTestUser(t.app.db);
    const [usage] = (
      await t.app.db.execute<{ id: number }>(
        sql`insert into ticket_usages (scan_id, event_id, code, decision, device_id, scanned_at) values (gen_random_uuid(), ${eventId}, 'T1.x.y', 'accepted', 'gate-1', now()) returning id`,
      )
    ).rows;
    await credit(t.app.db, { userId: user.id, amount: 200, kind: 'usage', eventId, usageId: usage!.id });
    await expect(credit(t.app.db, { userId: user.id, amount: 200, kind: 'usage', eventId, usageId: usage!.id })).rejects.toThrow(LedgerEntryTakenError);
    expect(await ledgerOf(user.id)).toEqual({ coins: 200, sum: 200, rows: 1 });
  });
});

describe('the history reads in balance order', () => {
  it('a write whose clock reading is older than the last row (it waited for the lock behind it) is stamped no earlier', async () => {
    const user = await createTestUser(t.app.db);
    const later = new Date(Date.now() + 60_000);
    const earlier = new Date(Date.now());
    await credit(t.app.db, { userId: user.id, amount: 500, kind: 'bonus', at: later });
    await spend(t.app.db, { userId: user.id, amount: 200, kind: 'purchase_reversal', eventId, at: earlier });
    await creditMany(t.app.db, [{ userId: user.id, amount: 50, kind: 'bonus', at: earlier }]);
    const rows = await t.app.db
      .select({ balance: coinTransactions.balanceAfter, at: coinTransactions.createdAt })
      .from(coinTransactions)
      .where(eq(coinTransactions.userId, user.id))
      .orderBy(coinTransactions.createdAt, coinTransactions.id);
    expect(rows.map((r) => r.balance)).toEqual([500, 300, 350]);
    expect(rows.every((r) => r.at.getTime() >= later.getTime())).toBe(true);
  });
});
