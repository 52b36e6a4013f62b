import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bookPaid } from '../../test/checkout';
import { bearerOf, createTestUser, createTicketType, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let aisha: TTestUser;
let salim: TTestUser;
let invoiceId: number;

async function get(user: TTestUser | null, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: user ? bearerOf(user) : {} });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  aisha = await createTestUser(t.app.db, { coins: 1250 });
  salim = await createTestUser(t.app.db);
  const { ticketId } = await createTicketType(t.app.db, { price: 4000, coinsOnPurchase: 500 }, { name: 'Muscat Nights' });
  const res = await bookPaid(t.app, { headers: bearerOf(aisha), payload: { ticket_id: ticketId, quantity: 2 } });
  invoiceId = res.json().data.invoice.id;
});
afterAll(async () => t?.close());

describe('GET /api/user/transactions', () => {
  it('lists the caller’s ledger newest first with earned, spent and running balance', async () => {
    const { status, body } = await get(aisha, '/api/user/transactions');
    expect(status).toBe(200);
    expect(body.data.balance).toBe('22.50');
    expect(body.data.transactions).toEqual([
      {
        id: expect.any(Number),
        date: expect.any(String),
        kind: 'purchase',
        event: { id: expect.any(Number), name: 'Muscat Nights' },
        reward: null,
        note: null,
        earned: '10.00',
        spent: '0.00',
        balance: '22.50',
      },
      {
        id: expect.any(Number),
        date: expect.any(String),
        kind: 'bonus',
        event: null,
        reward: null,
        note: null,
        earned: '12.50',
        spent: '0.00',
        balance: '12.50',
      },
    ]);
    expect(body.data.pagination).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
  });

  it('shows a redemption as coins spent', async () => {
    const [reward] = (await t.app.db.execute<{ id: number }>(sql`insert into rewards (title, cost) values ('Free coffee', 700) returning id`)).rows;
    const redeemed = await t.app.inject({ method: 'POST', url: `/api/rewards/${reward!.id}/redeem`, headers: bearerOf(aisha) });
    expect(redeemed.statusCode).toBe(201);
    const { body } = await get(aisha, '/api/user/transactions?per_page=1');
    expect(body.data.transactions).toEqual([
      {
        id: expect.any(Number),
        date: expect.any(String),
        kind: 'redemption',
        event: null,
        reward: { id: reward!.id, title: 'Free coffee' },
        note: null,
        earned: '0.00',
        spent: '7.00',
        balance: '15.50',
      },
    ]);
    expect(body.data.pagination).toEqual({ current_page: 1, per_page: 1, total: 3, last_page: 3 });
    const sum = await t.app.db.execute<{ total: number | string }>(
      sql`select coalesce(sum(amount), 0) as total from coin_transactions where user_id = ${aisha.id}`,
    );
    const [user] = await t.app.db.select({ coins: users.coins }).from(users).where(eq(users.id, aisha.id));
    expect(Number(sum.rows[0]?.total)).toBe(user?.coins);
  });

  it('shows another user only their own rows', async () => {
    const { body } = await get(salim, '/api/user/transactions');
    expect(body.data).toEqual({ transactions: [], balance: '0.00', pagination: { current_page: 1, per_page: 20, total: 0, last_page: 1 } });
  });

  it('needs a token and sane paging', async () => {
    expect((await get(null, '/api/user/transactions')).status).toBe(401);
    expect((await get(aisha, '/api/user/transactions?per_page=500')).status).toBe(422);
    expect((await get(aisha, '/api/user/transactions?page=0')).status).toBe(422);
  });
});

describe('GET /api/user/invoices', () => {
  it('lists the caller’s invoices with totals, ticket count and event', async () => {
    const { status, body } = await get(aisha, '/api/user/invoices');
    expect(status).toBe(200);
    expect(body.data.invoices).toEqual([
      {
        id: invoiceId,
        number: expect.stringMatching(/^INV-\d{6}$/),
        subtotal: '8.000',
        discount: '0.000',
        promo_code: null,
        vat: '1.200',
        total: '9.200',
        vat_rate: 15,
        status: 'paid',
        // Paid through a checkout: the invoice keeps when its seat hold would have ended.
        expires_at: expect.any(String),
        created_at: expect.any(String),
        bookings_count: 2,
        event: { id: expect.any(Number), name: 'Muscat Nights' },
      },
    ]);
    expect(body.data.pagination.total).toBe(1);
  });

  it('shows another user none of them', async () => {
    const { body } = await get(salim, '/api/user/invoices');
    expect(body.data.invoices).toEqual([]);
  });
});
