import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewards } from '../../db/schema';
import { bookPaid } from '../../test/checkout';
import { bearerOf, createTestUser, createTicketType, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/* Rewards, redemptions and the coin ledger in the caller's language (docs/product.md §3). */

let t: TestApp;
let user: TTestUser;
const ids: Record<string, number> = {};

type TWireReward = { id: number; title: string; description: string };

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...bearerOf(user), ...headers } });
  expect(res.statusCode, url).toBe(200);
  return { body: res.json(), vary: String(res.headers.vary ?? '') };
}

function rewardOf(list: TWireReward[], id: number | undefined): TWireReward {
  const found = list.find((r) => r.id === id);
  if (!found) throw new Error(`reward ${id} not listed`);
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  user = await createTestUser(db, { coins: 10_000 });
  const insert = async (values: typeof rewards.$inferInsert) => (await db.insert(rewards).values(values).returning({ id: rewards.id }))[0]!.id;
  ids.coffee = await insert({ title: 'Free coffee', titleAr: 'قهوة مجانية', description: 'A cup at the café.', descriptionAr: 'فنجان في المقهى.', cost: 1000 });
  ids.mug = await insert({ title: 'Festival mug', description: 'A souvenir mug.', cost: 2000 });
  ids.dates = await insert({ title: 'Box of dates', titleAr: 'علبة تمر', description: '', descriptionAr: 'تمر من نزوى.', cost: 1500 });
  const { eventId, ticketId } = await createTicketType(db, { price: 1000, coinsOnPurchase: 100 }, { name: 'Poetry Night' });
  await db.execute(sql`update events set name_ar = 'أمسية شعرية' where id = ${eventId}`);
  expect((await bookPaid(t.app, { headers: bearerOf(user), payload: { ticket_id: ticketId, quantity: 1 } })).statusCode).toBe(201);
});
afterAll(async () => t?.close());

describe("GET /api/rewards in the caller's language", () => {
  it('titles and describes rewards in Arabic, falling back to English where no Arabic is written', async () => {
    const { body, vary } = await get('/api/rewards', { 'accept-language': 'ar' });
    expect(vary).toMatch(/accept-language/i);
    expect(rewardOf(body.data.rewards, ids.coffee)).toMatchObject({ title: 'قهوة مجانية', description: 'فنجان في المقهى.' });
    expect(rewardOf(body.data.rewards, ids.mug)).toMatchObject({ title: 'Festival mug', description: 'A souvenir mug.' });
  });

  it('answers in English by default, with the Arabic description where the English one is empty', async () => {
    const { body } = await get('/api/rewards');
    expect(rewardOf(body.data.rewards, ids.coffee)).toMatchObject({ title: 'Free coffee', description: 'A cup at the café.' });
    expect(rewardOf(body.data.rewards, ids.dates)).toMatchObject({ title: 'Box of dates', description: 'تمر من نزوى.' });
    expect(rewardOf((await get('/api/rewards?lang=ar')).body.data.rewards, ids.dates).title).toBe('علبة تمر');
  });
});

describe("Redemptions and the coin ledger in the caller's language", () => {
  it('titles a new redemption and the list of redemptions in the language asked for', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/rewards/${ids.coffee}/redeem?lang=ar`, headers: bearerOf(user) });
    expect(res.statusCode).toBe(201);
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.json().data.redemption.reward.title).toBe('قهوة مجانية');
    const ar = await get('/api/user/redemptions', { 'accept-language': 'ar' });
    expect(ar.vary).toMatch(/accept-language/i);
    expect(ar.body.data.redemptions[0].reward.title).toBe('قهوة مجانية');
    expect((await get('/api/user/redemptions')).body.data.redemptions[0].reward.title).toBe('Free coffee');
  });

  it('names ledger events and rewards in Arabic, and in English by default', async () => {
    const ar = await get('/api/user/transactions', { 'accept-language': 'ar-OM,en;q=0.5' });
    expect(ar.vary).toMatch(/accept-language/i);
    const kinds = (body: { data: { transactions: { kind: string; event: { name: string } | null; reward: { title: string } | null }[] } }) =>
      Object.fromEntries(body.data.transactions.map((row) => [row.kind, row.event?.name ?? row.reward?.title ?? null]));
    expect(kinds(ar.body)).toMatchObject({ purchase: 'أمسية شعرية', redemption: 'قهوة مجانية', bonus: null });
    expect(kinds((await get('/api/user/transactions')).body)).toMatchObject({ purchase: 'Poetry Night', redemption: 'Free coffee' });
  });
});
