import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCurrentUserResponseSchema, ZUserStatsResponseSchema } from '../../../contract/users';
import { bookings, invoices, tickets, users } from '../../db/schema';
import { bearer, createEvent, DAY, errorsOf, registerUser, uniqueEmail } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function patchUser(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: '/api/user', headers: bearer(token), payload });
}

describe('GET /api/user', () => {
  it('answers the whitelisted user and the phone flags', async () => {
    const user = await registerUser(t.app, { name: 'Huda' });
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    const body = ZCurrentUserResponseSchema.parse(res.json());
    expect(Object.keys(body.data.user).sort()).toEqual(
      [
        'coins',
        'country_code',
        'created_at',
        'email',
        'email_verified_at',
        'id',
        'locale',
        'name',
        'phone',
        'phone_verified_at',
        'role_id',
        'updated_at',
      ].sort(),
    );
    expect(body.data).toMatchObject({ user: { id: user.id, name: 'Huda' }, requires_phone: true, requires_phone_verification: false });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'auth.unauthenticated', message: 'Unauthenticated.' });
  });
});

describe('PATCH /api/user', () => {
  it('updates the name, and refuses a new email here: that needs the confirmed change of POST auth/email', async () => {
    const user = await registerUser(t.app);
    const renamed = await patchUser(user.token, { name: '  Khalid  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.user).toMatchObject({ name: 'Khalid', email: user.email });
    const res = await patchUser(user.token, { name: 'Other', email: uniqueEmail('renamed').toUpperCase() });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ email: ['To change your email, use the change email form with your current password.'] });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Khalid', email: user.email });
  });

  it('changes only the fields sent', async () => {
    const user = await registerUser(t.app, { name: 'Before' });
    const res = await patchUser(user.token, { name: 'After' });
    expect(res.json().data.user).toMatchObject({ name: 'After', email: user.email });
  });

  it('ignores role_id, coins, phone and verification dates (no mass assignment)', async () => {
    const user = await registerUser(t.app);
    const res = await patchUser(user.token, {
      name: 'Still a user',
      role_id: 1,
      coins: '9999.00',
      phone: '+96890000000',
      phone_verified_at: '2024-01-01T00:00:00Z',
      email_verified_at: '2024-01-01T00:00:00Z',
      password_hash: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      name: 'Still a user',
      role_id: 2,
      coins: '0.00',
      phone: null,
      phone_verified_at: null,
      email_verified_at: null,
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ roleId: 2, coins: 0, phone: null, phoneVerifiedAt: null });
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('refuses another user\u2019s email too, without saying whose it is', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const res = await patchUser(b.token, { email: a.email.toUpperCase() });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ email: ['To change your email, use the change email form with your current password.'] });
  });

  it('keeps the user\u2019s own email (and its verification) when sent again', async () => {
    const user = await registerUser(t.app);
    const verifiedAt = new Date('2025-01-01T00:00:00Z');
    await t.app.db.update(users).set({ emailVerifiedAt: verifiedAt }).where(eq(users.id, user.id));
    const same = await patchUser(user.token, { email: user.email.toUpperCase() });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.user.email_verified_at).toBe(verifiedAt.toISOString());
    const changed = await patchUser(user.token, { email: uniqueEmail() });
    expect(changed.statusCode).toBe(422);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt?.toISOString()).toBe(verifiedAt.toISOString());
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required.'],
    [{ email: 'bad' }, 'email', 'Invalid email address.'],
  ])('validates %j', async (payload, field, message) => {
    const user = await registerUser(t.app);
    const res = await patchUser(user.token, payload);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)[field]).toEqual([message]);
  });
});

describe('GET /api/user/stats', () => {
  it('counts coins, bookings, usable bookings and money spent on paid invoices', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const db = t.app.db;
    await db.update(users).set({ coins: 1250 }).where(eq(users.id, user.id));
    const now = Date.now();
    const eventId = await createEvent(db, { name: 'Stats Night', start: new Date(now + 2 * DAY), tickets: [{ price: 2500, usageLimit: 2 }] });
    const pastEventId = await createEvent(db, { name: 'Past Night', start: new Date(now - 5 * DAY), tickets: [{ price: 1000 }] });
    const [ticket] = await db.select().from(tickets).where(eq(tickets.eventId, eventId));
    const [pastTicket] = await db.select().from(tickets).where(eq(tickets.eventId, pastEventId));
    if (!ticket || !pastTicket) throw new Error('fixture tickets missing');

    async function invoice(userId: number, total: number, status: 'paid' | 'pending' | 'cancelled' | 'refunded') {
      const [row] = await db.insert(invoices).values({ userId, subtotal: total, vat: 0, total, vatRateBp: 1500, status }).returning({ id: invoices.id });
      return row!.id;
    }
    let n = 0;
    async function booking(
      invoiceId: number,
      userId: number,
      t2: typeof ticket,
      extra: { usedCount?: number; validUntil?: Date | null; cancelled?: boolean } = {},
    ) {
      n += 1;
      await db.insert(bookings).values({
        invoiceId,
        userId,
        ticketId: t2!.id,
        eventId: t2!.eventId,
        code: `TEST-${userId}-${n}-${Math.random()}`,
        usageLimit: t2!.usageLimit,
        usedCount: extra.usedCount ?? 0,
        validUntil: extra.validUntil ?? null,
        holderName: 'Holder',
        holderEmail: 'holder@example.om',
        unitPrice: t2!.price,
        ...(extra.cancelled ? { status: 'cancelled' as const, cancelledAt: new Date() } : {}),
      });
    }

    const paid = await invoice(user.id, 5750, 'paid');
    await booking(paid, user.id, ticket); // usable
    await booking(paid, user.id, ticket, { usedCount: 1 }); // one use left: usable
    await booking(paid, user.id, ticket, { usedCount: 2 }); // used up
    await booking(paid, user.id, ticket, { validUntil: new Date(now - DAY) }); // expired by its own date
    await booking(paid, user.id, pastTicket); // expired with its event
    const refunded = await invoice(user.id, 2500, 'refunded');
    await booking(refunded, user.id, ticket, { cancelled: true }); // cancelled: not counted
    await invoice(user.id, 9999, 'pending');
    const othersInvoice = await invoice(other.id, 7000, 'paid');
    await booking(othersInvoice, other.id, ticket);

    const res = await t.app.inject({ method: 'GET', url: '/api/user/stats', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    const body = ZUserStatsResponseSchema.parse(res.json());
    expect(body.data).toEqual({ coins: '12.50', total_bookings: 5, active_bookings: 2, total_spent: '5.750' });
  });

  it('answers zeros for a new user and 401 for guests', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/stats', headers: bearer(user.token) });
    expect(res.json().data).toEqual({ coins: '0.00', total_bookings: 0, active_bookings: 0, total_spent: '0.000' });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/stats' })).statusCode).toBe(401);
  });
});
