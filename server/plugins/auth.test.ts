import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { bearer, registerUser, uniqueMobile } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { authOf } from './auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes(app) {
      app.get('/api/test/admin', { preHandler: app.requireRole(1) }, async (request) => ({ success: true, data: { id: authOf(request).user.id } }));
      app.get('/api/test/scanner', { preHandler: app.requireRole(1, 3) }, async () => ({ success: true, data: null }));
      app.get('/api/test/booking', { preHandler: app.requireVerifiedPhone }, async () => ({ success: true, data: null }));
      app.get('/api/test/either', { preHandler: app.optionalAuth }, async (request) => ({ success: true, data: { user: request.auth?.user.id ?? null } }));
    },
  });
});
afterAll(async () => t?.close());

async function userWithRole(roleId: 1 | 2 | 3) {
  const user = await registerUser(t.app);
  await t.app.db.update(users).set({ roleId }).where(eq(users.id, user.id));
  return user;
}

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

describe('requireRole', () => {
  it('lets an administrator through', async () => {
    const admin = await userWithRole(1);
    const res = await get('/api/test/admin', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(admin.id);
  });

  it('answers 403 auth.forbidden to a user and to staff on admin routes', async () => {
    for (const role of [2, 3] as const) {
      const res = await get('/api/test/admin', (await userWithRole(role)).token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'auth.forbidden' });
    }
  });

  it('lets staff reach routes that list their role', async () => {
    expect((await get('/api/test/scanner', (await userWithRole(3)).token)).statusCode).toBe(200);
    expect((await get('/api/test/scanner', (await userWithRole(2)).token)).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const res = await get('/api/test/admin');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth.unauthenticated');
  });

  it('sees a role change on the next request (roles are read per request, not baked into the token)', async () => {
    const admin = await userWithRole(1);
    expect((await get('/api/test/admin', admin.token)).statusCode).toBe(200);
    await t.app.db.update(users).set({ roleId: 2 }).where(eq(users.id, admin.id));
    expect((await get('/api/test/admin', admin.token)).statusCode).toBe(403);
  });
});

describe('requireVerifiedPhone', () => {
  it('answers 403 auth.phone_verification_required without a phone or with an unverified one', async () => {
    const noPhone = await registerUser(t.app);
    const unverified = await registerUser(t.app, { mobile: uniqueMobile() });
    for (const user of [noPhone, unverified]) {
      const res = await get('/api/test/booking', user.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'auth.phone_verification_required' });
    }
  });

  it('lets a verified phone through and answers 401 to guests', async () => {
    const user = await registerUser(t.app, { mobile: uniqueMobile() });
    await t.app.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, user.id));
    expect((await get('/api/test/booking', user.token)).statusCode).toBe(200);
    expect((await get('/api/test/booking')).statusCode).toBe(401);
  });
});

describe('optionalAuth', () => {
  it('resolves the user when a valid token is sent and lets guests and bad tokens through as guests', async () => {
    const user = await registerUser(t.app);
    expect((await get('/api/test/either', user.token)).json().data.user).toBe(user.id);
    expect((await get('/api/test/either')).json().data.user).toBeNull();
    expect((await get('/api/test/either', 'x'.repeat(43))).json().data.user).toBeNull();
  });
});
