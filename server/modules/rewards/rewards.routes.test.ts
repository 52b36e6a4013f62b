import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinTransactions, redemptions, rewards, users } from '../../db/schema';
import { bearerOf, createTestUser, DAY, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const ids: Record<string, number> = {};

async function createReward(values: { title: string; cost: number; validFrom?: Date; validUntil?: Date; active?: boolean }): Promise<number> {
  const [row] = await t.app.db
    .insert(rewards)
    .values({ description: `About ${values.title}.`, ...values })
    .returning({ id: rewards.id });
  return row!.id;
}

function redeem(user: TTestUser, rewardId: number) {
  return t.app.inject({ method: 'POST', url: `/api/rewards/${rewardId}/redeem`, headers: bearerOf(user) });
}

async function ledgerOf(userId: number): Promise<{ coins: number; sum: number; minBalance: number }> {
  const [user] = await t.app.db.select({ coins: users.coins }).from(users).where(eq(users.id, userId));
  const agg = await t.app.db.execute<{ sum: number | string; min: number | string | null }>(
    sql`select coalesce(sum(amount), 0) as sum, min(balance_after) as min from coin_transactions where user_id = ${userId}`,
  );
  return { coins: user!.coins, sum: Number(agg.rows[0]?.sum), minBalance: Number(agg.rows[0]?.min ?? 0) };
}

beforeAll(async () => {
  t = await createTestApp();
  const now = Date.now();
  ids.coffee = await createReward({ title: 'Free coffee', cost: 1000 });
  ids.tshirt = await createReward({ title: 'Festival T-shirt', cost: 5000, validFrom: new Date(now - DAY), validUntil: new Date(now + 30 * DAY) });
  ids.upcoming = await createReward({ title: 'Ramadan voucher', cost: 500, validFrom: new Date(now + 10 * DAY) });
  ids.expired = await createReward({ title: 'Summer pass', cost: 500, validFrom: new Date(now - 60 * DAY), validUntil: new Date(now - DAY) });
  ids.withdrawn = await createReward({ title: 'Withdrawn', cost: 100, active: false });
});
afterAll(async () => t?.close());

describe('GET /api/rewards', () => {
  it('lists active rewards with what the caller can redeem and why not, plus the balance', async () => {
    const user = await createTestUser(t.app.db, { coins: 2500 });
    const res = await t.app.inject({ method: 'GET', url: '/api/rewards', headers: bearerOf(user) });
    expect(res.statusCode).toBe(200);
    const { rewards: list, balance, pagination } = res.json().data;
    expect(balance).toBe('25.00');
    expect(pagination).toEqual({ current_page: 1, per_page: 50, total: 4, last_page: 1 });
    expect(list.map((r: { id: number }) => r.id)).toEqual([ids.coffee, ids.tshirt, ids.upcoming, ids.expired]);
    expect(list[0]).toEqual({
      id: ids.coffee,
      title: 'Free coffee',
      description: 'About Free coffee.',
      cost: '10.00',
      valid_from: null,
      valid_until: null,
      can_redeem: true,
      reason_unavailable: null,
    });
    expect(list.map((r: { reason_unavailable: string | null }) => r.reason_unavailable)).toEqual([null, 'insufficient_coins', 'not_started', 'expired']);
    expect(list.map((r: { can_redeem: boolean }) => r.can_redeem)).toEqual([true, false, false, false]);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/rewards' })).statusCode).toBe(401);
  });
});

describe('POST /api/rewards/{id}/redeem', () => {
  it('spends the cost: a pending redemption with a code, a ledger row and the new balance', async () => {
    const user = await createTestUser(t.app.db, { coins: 2500 });
    const res = await redeem(user, ids.coffee!);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Reward redeemed.');
    const { redemption, balance } = res.json().data;
    expect(balance).toBe('15.00');
    expect(redemption).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(/^RW-[0-9A-HJKMNP-TV-Z]{10}$/),
      reward: { id: ids.coffee, title: 'Free coffee' },
      cost: '10.00',
      status: 'pending',
      redeemed_at: expect.any(String),
    });
    const [row] = await t.app.db.select().from(coinTransactions).where(eq(coinTransactions.redemptionId, redemption.id));
    expect(row).toMatchObject({ userId: user.id, amount: -1000, balanceAfter: 1500, kind: 'redemption', rewardId: ids.coffee, note: null });
    expect(await ledgerOf(user.id)).toEqual({ coins: 1500, sum: 1500, minBalance: 1500 });

    const listed = await t.app.inject({ method: 'GET', url: '/api/user/redemptions', headers: bearerOf(user) });
    expect(listed.json().data).toEqual({ redemptions: [redemption], pagination: { current_page: 1, per_page: 20, total: 1, last_page: 1 } });
  });

  it('answers 409 rewards.insufficient_coins and changes nothing when the balance is short', async () => {
    const user = await createTestUser(t.app.db, { coins: 4999 });
    const res = await redeem(user, ids.tshirt!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'rewards.insufficient_coins' });
    expect(await ledgerOf(user.id)).toEqual({ coins: 4999, sum: 4999, minBalance: 4999 });
    expect(await t.app.db.select().from(redemptions).where(eq(redemptions.userId, user.id))).toHaveLength(0);
  });

  it('answers 409 rewards.unavailable outside the validity or when withdrawn, 404 for an unknown reward', async () => {
    const user = await createTestUser(t.app.db, { coins: 10000 });
    for (const id of [ids.upcoming!, ids.expired!, ids.withdrawn!]) {
      const res = await redeem(user, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('rewards.unavailable');
    }
    const missing = await redeem(user, 9_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('rewards.not_found');
    expect((await t.app.inject({ method: 'POST', url: `/api/rewards/${ids.coffee}/redeem` })).statusCode).toBe(401);
    expect(await ledgerOf(user.id)).toMatchObject({ coins: 10000 });
  });

  it('never overspends: 50 simultaneous redemptions with coins for 3 give exactly 3', async () => {
    const user = await createTestUser(t.app.db, { coins: 3500 });
    const results = await Promise.all(Array.from({ length: 50 }, () => redeem(user, ids.coffee!)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(47);
    for (const r of refused) expect(r.json().code).toBe('rewards.insufficient_coins');
    expect(await ledgerOf(user.id)).toEqual({ coins: 500, sum: 500, minBalance: 500 });
    const balances = results
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().data.balance)
      .sort();
    expect(balances).toEqual(['15.00', '25.00', '5.00']);
    const codes = await t.app.db.select({ code: redemptions.code }).from(redemptions).where(eq(redemptions.userId, user.id));
    expect(new Set(codes.map((c) => c.code)).size).toBe(3);
  });

  it('lists only the caller’s redemptions', async () => {
    const a = await createTestUser(t.app.db, { coins: 1000 });
    const b = await createTestUser(t.app.db, { coins: 1000 });
    expect((await redeem(a, ids.coffee!)).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/redemptions', headers: bearerOf(b) });
    expect(res.json().data.redemptions).toEqual([]);
  });
});
