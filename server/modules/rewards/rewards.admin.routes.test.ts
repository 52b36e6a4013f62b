import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminRedemptionListResponseSchema,
  ZAdminRedemptionResponseSchema,
  ZAdminRewardDeleteResponseSchema,
  ZAdminRewardListResponseSchema,
  ZAdminRewardResponseSchema,
} from '../../../contract/admin-people';
import { coinTransactions, redemptions, rewards, users } from '../../db/schema';
import { bearerOf, createTestUser, DAY, errorsOf, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/* The administrator's rewards and redemptions (docs/product.md §2 /dashboard/rewards, §3, §7). */

let t: TestApp;
let admin: TTestUser;
const tag = `r${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => t?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearerOf(admin), ...(payload === undefined ? {} : { payload }) });
}

async function createReward(body: Record<string, unknown>): Promise<number> {
  const res = await call('POST', '/api/admin/rewards', { cost: '10', ...body });
  expect(res.statusCode).toBe(201);
  return res.json().data.reward.id;
}

async function redeem(user: TTestUser, rewardId: number): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: `/api/rewards/${rewardId}/redeem`, headers: bearerOf(user) });
  expect(res.statusCode).toBe(201);
  return res.json().data.redemption.id;
}

function setStatus(id: number, status: string) {
  return call('PATCH', `/api/admin/redemptions/${id}`, { status });
}

async function balanceOf(userId: number): Promise<number> {
  const [row] = await t.app.db.select({ coins: users.coins }).from(users).where(eq(users.id, userId));
  return row!.coins;
}

async function refundRows(redemptionId: number): Promise<{ amount: number; rewardId: number | null }[]> {
  return t.app.db
    .select({ amount: coinTransactions.amount, rewardId: coinTransactions.rewardId })
    .from(coinTransactions)
    .where(and(eq(coinTransactions.redemptionId, redemptionId), eq(coinTransactions.kind, 'redemption_refund')));
}

/** The ledger's running sum equals the cached balance (nothing moved outside the ledger). */
async function ledgerSum(userId: number): Promise<number> {
  const result = await t.app.db.execute<{ sum: string | number }>(sql`select coalesce(sum(amount), 0) as sum from coin_transactions where user_id = ${userId}`);
  return Number(result.rows[0]?.sum);
}

describe('POST admin/rewards', () => {
  it('creates a reward in both languages; cost typed as coins', async () => {
    const from = new Date(Date.now() + DAY).toISOString();
    const until = new Date(Date.now() + 30 * DAY).toISOString();
    const res = await call('POST', '/api/admin/rewards', {
      title: `Free coffee ${tag}`,
      title_ar: 'قهوة مجانية',
      description: 'One cup',
      description_ar: 'كوب واحد',
      cost: '5.5',
      valid_from: from,
      valid_until: until,
    });
    expect(res.statusCode).toBe(201);
    const body = ZAdminRewardResponseSchema.parse(res.json());
    expect(body.message).toBe('Reward created successfully');
    expect(body.data.reward).toMatchObject({
      title: `Free coffee ${tag}`,
      title_ar: 'قهوة مجانية',
      description: 'One cup',
      description_ar: 'كوب واحد',
      cost: '5.50',
      valid_from: from,
      valid_until: until,
      active: true,
      redemptions_count: 0,
      pending_count: 0,
    });
    const [row] = await t.app.db.select().from(rewards).where(eq(rewards.id, body.data.reward.id));
    expect(row?.cost).toBe(550);
  });

  it('leaves out what was not given: no Arabic, no description, open validity', async () => {
    const res = await call('POST', '/api/admin/rewards', { title: 'Plain', cost: '7' });
    expect(res.json().data.reward).toMatchObject({
      title_ar: '',
      description: '',
      description_ar: '',
      cost: '7.00',
      valid_from: null,
      valid_until: null,
      active: true,
    });
  });

  it.each([
    [{ cost: '5' }, 'title'],
    [{ title: '   ', cost: '5' }, 'title'],
    [{ title: 'x' }, 'cost'],
    [{ title: 'x', cost: 'five' }, 'cost'],
    [{ title: 'x', cost: '1.234' }, 'cost'],
    [{ title: 'x', cost: '0' }, 'cost'],
    [{ title: 'x', cost: '0.00' }, 'cost'],
    [{ title: 'x', cost: '5', valid_from: 'tomorrow' }, 'valid_from'],
    [{ title: 'x', cost: '5', valid_from: '2030-01-02T00:00:00Z', valid_until: '2030-01-01T00:00:00Z' }, 'valid_until'],
    [{ title: 'x', cost: '5', code: 'mine' }, 'body'],
  ])('refuses %j with 422 on the field', async (payload, field) => {
    const res = await call('POST', '/api/admin/rewards', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation.failed');
    expect(Object.keys(errorsOf(res))).toEqual([field]);
  });
});

describe('PUT admin/rewards/{id}', () => {
  it('changes only the fields sent', async () => {
    const id = await createReward({ title: 'Tote bag', title_ar: 'حقيبة', description: 'Canvas' });
    const res = await call('PUT', `/api/admin/rewards/${id}`, { cost: '12.25', active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Reward updated successfully',
      data: { reward: { id, title: 'Tote bag', title_ar: 'حقيبة', description: 'Canvas', cost: '12.25', active: false } },
    });
  });

  it('checks the validity range against what the reward will have', async () => {
    const id = await createReward({ title: 'Dated', valid_from: '2030-01-10T00:00:00Z' });
    const before = await call('PUT', `/api/admin/rewards/${id}`, { valid_until: '2030-01-09T00:00:00Z' });
    expect(before.statusCode).toBe(422);
    expect(errorsOf(before)).toEqual({ valid_until: ['The end of validity must not be before its start'] });
    const ok = await call('PUT', `/api/admin/rewards/${id}`, { valid_from: null, valid_until: '2030-01-09T00:00:00Z' });
    expect(ok.json().data.reward).toMatchObject({ valid_from: null, valid_until: '2030-01-09T00:00:00.000Z' });
  });

  it('refuses a zero cost and unknown fields with 422, and a missing reward with 404', async () => {
    const id = await createReward({ title: 'Keeps its cost' });
    expect(errorsOf(await call('PUT', `/api/admin/rewards/${id}`, { cost: '0' }))).toEqual({ cost: ['The cost must be more than 0 coins'] });
    expect((await call('PUT', `/api/admin/rewards/${id}`, { redemptions_count: 0 })).statusCode).toBe(422);
    expect((await call('GET', `/api/admin/rewards?search=${encodeURIComponent('Keeps its cost')}`)).json().data.rewards[0].cost).toBe('10.00');
    const missing = await call('PUT', '/api/admin/rewards/987654', { cost: '1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('rewards.not_found');
  });
});

describe('GET admin/rewards', () => {
  it('lists every reward, inactive too, newest first, searching both languages', async () => {
    const first = await createReward({ title: `Lantern ${tag}`, title_ar: 'فانوس' });
    const second = await createReward({ title: `Scarf ${tag}`, description_ar: 'وشاح صوفي', active: false });
    const res = await call('GET', `/api/admin/rewards?search=${tag}`);
    expect(res.statusCode).toBe(200);
    const body = ZAdminRewardListResponseSchema.parse(res.json());
    const ids = body.data.rewards.map((r) => r.id);
    expect(ids.slice(0, 2)).toEqual([second, first]);
    expect(body.data.rewards[0]?.active).toBe(false);
    expect((await call('GET', `/api/admin/rewards?search=${encodeURIComponent('فانوس')}`)).json().data.rewards.map((r: { id: number }) => r.id)).toEqual([
      first,
    ]);
    expect((await call('GET', `/api/admin/rewards?search=${encodeURIComponent('وشاح')}`)).json().data.rewards.map((r: { id: number }) => r.id)).toEqual([
      second,
    ]);
    const paged = await call('GET', `/api/admin/rewards?search=${tag}&per_page=1&page=2`);
    expect(paged.json().data.pagination).toMatchObject({ current_page: 2, per_page: 1, last_page: paged.json().data.pagination.total });
    expect((await call('GET', '/api/admin/rewards?per_page=101')).statusCode).toBe(422);
  });
});

describe('DELETE admin/rewards/{id}', () => {
  it('deletes a reward nobody redeemed', async () => {
    const id = await createReward({ title: 'Never redeemed' });
    const res = await call('DELETE', `/api/admin/rewards/${id}`);
    expect(res.statusCode).toBe(200);
    expect(ZAdminRewardDeleteResponseSchema.parse(res.json())).toMatchObject({
      message: 'Reward deleted successfully',
      data: { id, deleted: true, reward: null },
    });
    expect(await t.app.db.select().from(rewards).where(eq(rewards.id, id))).toEqual([]);
    expect((await call('DELETE', `/api/admin/rewards/${id}`)).statusCode).toBe(404);
  });

  it('deactivates a reward with redemptions instead, keeping them', async () => {
    const id = await createReward({ title: 'Redeemed once', cost: '1' });
    const user = await createTestUser(t.app.db, { coins: 500 });
    const redemptionId = await redeem(user, id);
    const res = await call('DELETE', `/api/admin/rewards/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { id, deleted: false, reward: { id, active: false, redemptions_count: 1, pending_count: 1 } } });
    expect(await t.app.db.select({ id: redemptions.id }).from(redemptions).where(eq(redemptions.rewardId, id))).toEqual([{ id: redemptionId }]);
    // Withdrawn: users no longer see it nor redeem it.
    const again = await t.app.inject({ method: 'POST', url: `/api/rewards/${id}/redeem`, headers: bearerOf(user) });
    expect(again.json().code).toBe('rewards.unavailable');
  });

  it('a delete racing a redemption never fails: the reward is either gone before it or deactivated after it', async () => {
    for (let round = 0; round < 8; round += 1) {
      const id = await createReward({ title: `Raced ${round}`, cost: '1' });
      const user = await createTestUser(t.app.db, { coins: 500 });
      const [removed, redeemed] = await Promise.all([
        call('DELETE', `/api/admin/rewards/${id}`),
        t.app.inject({ method: 'POST', url: `/api/rewards/${id}/redeem`, headers: bearerOf(user) }),
      ]);
      expect(removed.statusCode).toBe(200);
      if (removed.json().data.deleted) {
        expect([redeemed.statusCode, redeemed.json().code]).toEqual([404, 'rewards.not_found']);
        expect(await balanceOf(user.id)).toBe(500);
      } else {
        expect(redeemed.statusCode).toBe(201);
        expect(removed.json().data.reward).toMatchObject({ active: false, redemptions_count: 1 });
      }
    }
  });
});

describe('GET admin/rewards/{id}/redemptions', () => {
  it('lists a reward\u2019s redemptions newest first with who redeemed, filtered by status', async () => {
    const id = await createReward({ title: 'Popular', title_ar: 'مطلوب', cost: '2' });
    const huda = await createTestUser(t.app.db, { name: 'Huda', coins: 1000 });
    const omar = await createTestUser(t.app.db, { name: 'Omar', coins: 1000 });
    const first = await redeem(huda, id);
    const second = await redeem(omar, id);
    expect((await setStatus(first, 'fulfilled')).statusCode).toBe(200);

    const res = await call('GET', `/api/admin/rewards/${id}/redemptions`);
    expect(res.statusCode).toBe(200);
    const body = ZAdminRedemptionListResponseSchema.parse(res.json());
    expect(body.data.redemptions.map((r) => r.id)).toEqual([second, first]);
    expect(body.data.redemptions[0]).toMatchObject({
      status: 'pending',
      cost: '2.00',
      code: expect.stringMatching(/^RW-/),
      user: { id: omar.id, name: 'Omar', email: omar.email },
      reward: { id, title: 'Popular', title_ar: 'مطلوب' },
    });
    // The member's name for the same moment (contract/rewards.ts `redeemed_at`), beside the documented field.
    expect(body.data.redemptions[0]!.redeemed_at).toBe(body.data.redemptions[0]!.created_at);
    expect(body.data.pagination).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
    const fulfilled = await call('GET', `/api/admin/rewards/${id}/redemptions?status=fulfilled`);
    expect(fulfilled.json().data.redemptions.map((r: { id: number }) => r.id)).toEqual([first]);
    expect((await call('GET', `/api/admin/rewards?search=Popular`)).json().data.rewards[0]).toMatchObject({ redemptions_count: 2, pending_count: 1 });
  });

  it('answers 404 for a missing reward and 422 for an unknown status', async () => {
    expect((await call('GET', '/api/admin/rewards/987654/redemptions')).json().code).toBe('rewards.not_found');
    const id = await createReward({ title: 'Filter' });
    expect((await call('GET', `/api/admin/rewards/${id}/redemptions?status=lost`)).statusCode).toBe(422);
  });
});

describe('PATCH admin/redemptions/{id}', () => {
  let rewardId: number;
  beforeAll(async () => {
    rewardId = await createReward({ title: 'Counter voucher', cost: '15' });
  });

  it('fulfils a pending redemption; asking again changes nothing and answers the same', async () => {
    const user = await createTestUser(t.app.db, { coins: 2000 });
    const id = await redeem(user, rewardId);
    const res = await setStatus(id, 'fulfilled');
    expect(res.statusCode).toBe(200);
    const body = ZAdminRedemptionResponseSchema.parse(res.json());
    expect(body).toMatchObject({ message: 'Redemption updated successfully', data: { redemption: { id, status: 'fulfilled', user: { id: user.id } } } });
    const again = await setStatus(id, 'fulfilled');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await balanceOf(user.id)).toBe(500);
    expect(await refundRows(id)).toEqual([]);
  });

  it('refuses any other move of a redemption that is no longer pending with 409 redemptions.not_pending', async () => {
    const user = await createTestUser(t.app.db, { coins: 2000 });
    const fulfilled = await redeem(user, rewardId);
    await setStatus(fulfilled, 'fulfilled');
    const cancel = await setStatus(fulfilled, 'cancelled');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('redemptions.not_pending');
    expect(await refundRows(fulfilled)).toEqual([]);

    const user2 = await createTestUser(t.app.db, { coins: 2000 });
    const cancelled = await redeem(user2, rewardId);
    await setStatus(cancelled, 'cancelled');
    expect((await setStatus(cancelled, 'fulfilled')).json().code).toBe('redemptions.not_pending');
  });

  it('cancelling gives the coins back in the ledger, once, however often it is asked', async () => {
    const user = await createTestUser(t.app.db, { coins: 2000 });
    const id = await redeem(user, rewardId);
    expect(await balanceOf(user.id)).toBe(500);
    const first = await setStatus(id, 'cancelled');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.redemption.status).toBe('cancelled');
    const second = await setStatus(id, 'cancelled');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await refundRows(id)).toEqual([{ amount: 1500, rewardId }]);
    expect(await balanceOf(user.id)).toBe(2000);
    expect(await ledgerSum(user.id)).toBe(2000);
    // The user's own ledger says what happened.
    const own = await t.app.inject({ method: 'GET', url: '/api/user/transactions', headers: bearerOf(user) });
    expect(own.json().data.transactions[0]).toMatchObject({ kind: 'redemption_refund', reward: { id: rewardId }, earned: '15.00', balance: '20.00' });
  });

  it('cancelling the same redemption many times at once refunds it once', async () => {
    const user = await createTestUser(t.app.db, { coins: 2000 });
    const id = await redeem(user, rewardId);
    const results = await Promise.all(Array.from({ length: 6 }, () => setStatus(id, 'cancelled')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => JSON.stringify(r.json()))).size).toBe(1);
    expect(await refundRows(id)).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(2000);
    expect(await ledgerSum(user.id)).toBe(2000);
  });

  it('a fulfilment racing a cancellation: one wins, the other is refused, and coins come back only if the cancellation won', async () => {
    const user = await createTestUser(t.app.db, { coins: 2000 });
    const id = await redeem(user, rewardId);
    const [fulfil, cancel] = await Promise.all([setStatus(id, 'fulfilled'), setStatus(id, 'cancelled')]);
    expect([fulfil.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const cancelled = cancel.statusCode === 200;
    expect(await refundRows(id)).toHaveLength(cancelled ? 1 : 0);
    expect(await balanceOf(user.id)).toBe(cancelled ? 2000 : 500);
  });

  it('answers 404 redemptions.not_found and refuses a move back to pending with 422', async () => {
    const missing = await setStatus(987654, 'fulfilled');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('redemptions.not_found');
    const user = await createTestUser(t.app.db, { coins: 2000 });
    const id = await redeem(user, rewardId);
    expect((await setStatus(id, 'pending')).statusCode).toBe(422);
  });
});
