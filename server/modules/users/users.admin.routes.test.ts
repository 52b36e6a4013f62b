import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminUserBookingsResponseSchema,
  ZAdminUserDetailResponseSchema,
  ZAdminUserInvoicesResponseSchema,
  ZAdminUserListResponseSchema,
  ZAdminUserRedemptionsResponseSchema,
  ZAdminUserTransactionsResponseSchema,
} from '../../../contract/admin-people';
import { bookings, rewards, tickets, users } from '../../db/schema';
import { bookPaid } from '../../test/checkout';
import { bearerOf, createEvent, createTestUser, DAY, errorsOf, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/* The administrator's users and a user's tabs (docs/product.md §2 /dashboard/users, §7). */

let t: TestApp;
let admin: TTestUser;
/** Unique to this run, so searches find only this file's users. */
const tag = `q${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => t?.close());

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...bearerOf(admin), ...headers } });
}

function idsOf(res: { json(): { data: { users: { id: number }[] } } }): number[] {
  return res.json().data.users.map((u) => u.id);
}

describe('GET admin/users', () => {
  let older: TTestUser;
  let newer: TTestUser;
  let staff: TTestUser;
  beforeAll(async () => {
    older = await createTestUser(t.app.db, { name: `Salim ${tag} Older` });
    newer = await createTestUser(t.app.db, { name: `Maryam ${tag} Newer`, coins: 1250 });
    staff = await createTestUser(t.app.db, { name: `Door ${tag} Staff`, roleId: 3 });
  });

  it('lists users newest first with role, coins and bookings, as the contract says', async () => {
    const res = await get(`/api/admin/users?search=${tag}`);
    expect(res.statusCode).toBe(200);
    const body = ZAdminUserListResponseSchema.parse(res.json());
    expect(body.data.users.map((u) => u.id)).toEqual([staff.id, newer.id, older.id]);
    expect(body.data.users[1]).toMatchObject({ name: `Maryam ${tag} Newer`, email: newer.email, role_id: 2, coins: '12.50', bookings_count: 0 });
    expect(body.data.users[0]?.role_id).toBe(3);
    expect(body.data.pagination).toEqual({ current_page: 1, per_page: 20, total: 3, last_page: 1 });
    expect(Object.keys(body.data.users[0] ?? {})).not.toContain('password_hash');
  });

  it('searches name, email and phone in any case', async () => {
    expect(idsOf(await get(`/api/admin/users?search=${encodeURIComponent(`MARYAM ${tag.toUpperCase()}`)}`))).toEqual([newer.id]);
    expect(idsOf(await get(`/api/admin/users?search=${encodeURIComponent(older.email.toUpperCase())}`))).toEqual([older.id]);
    const [row] = await t.app.db.select({ phone: users.phone }).from(users).where(eq(users.id, staff.id));
    const local = row!.phone!.slice(4); // "+968" off: what a person types
    const spaced = `${local.slice(0, 4)} ${local.slice(4)}`;
    expect(idsOf(await get(`/api/admin/users?search=${encodeURIComponent(spaced)}`))).toEqual([staff.id]);
  });

  it('takes the search text literally: % and _ are not wildcards', async () => {
    expect(idsOf(await get(`/api/admin/users?search=${encodeURIComponent('%')}`))).toEqual([]);
    expect(idsOf(await get(`/api/admin/users?search=${encodeURIComponent(`${tag}_`)}`))).toEqual([]);
  });

  it('filters by role and pages', async () => {
    expect(idsOf(await get(`/api/admin/users?search=${tag}&role_id=3`))).toEqual([staff.id]);
    const second = await get(`/api/admin/users?search=${tag}&per_page=2&page=2`);
    expect(idsOf(second)).toEqual([older.id]);
    expect(second.json().data.pagination).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
  });

  it.each([
    ['per_page=101', 'per_page'],
    ['role_id=4', 'role_id'],
    ['page=0', 'page'],
  ])('refuses %s with 422', async (query, field) => {
    const res = await get(`/api/admin/users?${query}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorsOf(res))).toEqual([field]);
  });
});

describe('a user and their tabs', () => {
  let buyer: TTestUser;
  let rewardId: number;

  beforeAll(async () => {
    buyer = await createTestUser(t.app.db, { name: `Buyer ${tag}`, coins: 5000 });
    const eventId = await createEvent(t.app.db, {
      name: 'Dunes Night',
      nameAr: 'ليلة الكثبان',
      start: new Date(Date.now() + 5 * DAY),
      tickets: [{ name: 'Standard', nameAr: 'عادية', price: 2500 }],
    });
    const [ticket] = await t.app.db.select().from(tickets).where(eq(tickets.eventId, eventId));
    for (const quantity of [2, 1]) {
      const booked = await bookPaid(t.app, { headers: bearerOf(buyer), payload: { ticket_id: ticket!.id, quantity } });
      expect(booked.statusCode).toBe(201);
    }
    const [reward] = await t.app.db.insert(rewards).values({ title: 'Free coffee', titleAr: 'قهوة مجانية', cost: 1000 }).returning({ id: rewards.id });
    rewardId = reward!.id;
    expect((await t.app.inject({ method: 'POST', url: `/api/rewards/${rewardId}/redeem`, headers: bearerOf(buyer) })).statusCode).toBe(201);
  });

  /** What the user reads about themself, in the same language. */
  function own(url: string, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'GET', url, headers: { ...bearerOf(buyer), ...headers } });
  }

  it('answers the user with the stats they see on their profile', async () => {
    const res = await get(`/api/admin/users/${buyer.id}`);
    expect(res.statusCode).toBe(200);
    const body = ZAdminUserDetailResponseSchema.parse(res.json());
    expect(body.data.user).toMatchObject({ id: buyer.id, name: `Buyer ${tag}`, role_id: 2, coins: '40.00', bookings_count: 3 });
    expect(body.data.stats).toEqual((await own('/api/user/stats')).json().data);
    expect(body.data.stats).toMatchObject({ total_bookings: 3, total_spent: expect.any(String) });
  });

  it('does not count cancelled bookings', async () => {
    const [first] = await t.app.db.select().from(bookings).where(eq(bookings.userId, buyer.id)).limit(1);
    await t.app.db.update(bookings).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(bookings.id, first!.id));
    try {
      const res = await get(`/api/admin/users/${buyer.id}`);
      expect(res.json().data.user.bookings_count).toBe(2);
      expect(res.json().data.stats.total_bookings).toBe(2);
    } finally {
      await t.app.db.update(bookings).set({ status: 'active', cancelledAt: null }).where(eq(bookings.id, first!.id));
    }
  });

  it('reads the bookings, invoices, coins and rewards tabs exactly as the user reads them, in the admin\u2019s language', async () => {
    const ar = { 'accept-language': 'ar' };
    const bookingsTab = ZAdminUserBookingsResponseSchema.parse((await get(`/api/admin/users/${buyer.id}/bookings`, ar)).json());
    expect(bookingsTab.data.bookings).toHaveLength(3);
    expect(bookingsTab.data.bookings[0]?.event.name).toBe('ليلة الكثبان');
    expect(bookingsTab.data.bookings[0]?.ticket.name).toBe('عادية');
    expect(bookingsTab.data).toEqual((await own('/api/my-tickets', ar)).json().data);

    const invoicesTab = ZAdminUserInvoicesResponseSchema.parse((await get(`/api/admin/users/${buyer.id}/invoices?per_page=1`, ar)).json());
    expect(invoicesTab.data.pagination).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(invoicesTab.data).toEqual((await own('/api/user/invoices?per_page=1', ar)).json().data);

    const coinsTab = ZAdminUserTransactionsResponseSchema.parse((await get(`/api/admin/users/${buyer.id}/transactions`, ar)).json());
    expect(coinsTab.data.balance).toBe('40.00');
    expect(coinsTab.data.transactions.map((r) => r.kind)).toEqual(['redemption', 'bonus']);
    expect(coinsTab.data.transactions[0]?.reward?.title).toBe('قهوة مجانية');
    expect(coinsTab.data).toEqual((await own('/api/user/transactions', ar)).json().data);

    const rewardsTab = ZAdminUserRedemptionsResponseSchema.parse((await get(`/api/admin/users/${buyer.id}/redemptions`)).json());
    expect(rewardsTab.data.redemptions).toMatchObject([{ reward: { id: rewardId, title: 'Free coffee' }, status: 'pending', cost: '10.00' }]);
    expect(rewardsTab.data).toEqual((await own('/api/user/redemptions')).json().data);
  });

  it('shows only the user\u2019s own rows', async () => {
    const other = await createTestUser(t.app.db);
    for (const tab of ['bookings', 'invoices', 'redemptions']) {
      const res = await get(`/api/admin/users/${other.id}/${tab}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.pagination.total).toBe(0);
    }
    expect((await get(`/api/admin/users/${other.id}/transactions`)).json().data).toMatchObject({ transactions: [], balance: '0.00' });
  });

  it.each(['', '/bookings', '/invoices', '/transactions', '/redemptions'])('answers 404 users.not_found for a user that does not exist (%s)', async (tab) => {
    const res = await get(`/api/admin/users/987654${tab}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'users.not_found' });
  });

  it('refuses a malformed id or page with 422', async () => {
    expect((await get('/api/admin/users/abc')).statusCode).toBe(422);
    expect((await get(`/api/admin/users/${buyer.id}/bookings?per_page=500`)).statusCode).toBe(422);
  });
});
