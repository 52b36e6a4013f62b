import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminUserResponseSchema } from '../../../contract/admin-people';
import { AppError } from '../../lib/errors';
import { users } from '../../db/schema';
import { bearerOf, createTestUser, errorsOf, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { changeUserRole } from './users.admin.service';

/*
 * PATCH admin/users/{id}/role (docs/product.md §2): door staff made and taken back, effective at once on
 * existing tokens; never one's own role, never the last administrator, also when changes race.
 */

let t: TestApp;
let admin: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => t?.close());

function setRole(caller: TTestUser, id: number, payload: unknown) {
  return t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/role`, headers: bearerOf(caller), payload: payload as object });
}

async function roleOf(id: number): Promise<number | undefined> {
  const [row] = await t.app.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, id));
  return row?.roleId;
}

function scanEvents(user: TTestUser) {
  return t.app.inject({ method: 'GET', url: '/api/admin/scan/events', headers: bearerOf(user) });
}

/** Leaves exactly `keep` as the administrators of the database. */
async function onlyAdmins(...keep: TTestUser[]): Promise<void> {
  await t.app.db.update(users).set({ roleId: 2 }).where(eq(users.roleId, 1));
  for (const user of keep) await t.app.db.update(users).set({ roleId: 1 }).where(eq(users.id, user.id));
}

describe('PATCH admin/users/{id}/role', () => {
  it('makes a user door staff and takes it back', async () => {
    const user = await createTestUser(t.app.db);
    const res = await setRole(admin, user.id, { role_id: 3 });
    expect(res.statusCode).toBe(200);
    const body = ZAdminUserResponseSchema.parse(res.json());
    expect(body).toMatchObject({ message: 'User role updated successfully', data: { user: { id: user.id, role_id: 3, bookings_count: 0 } } });
    expect(await roleOf(user.id)).toBe(3);
    expect((await setRole(admin, user.id, { role_id: 2 })).json().data.user.role_id).toBe(2);
    expect(await roleOf(user.id)).toBe(2);
  });

  it('answers the user unchanged when the role is already the one asked for', async () => {
    const user = await createTestUser(t.app.db, { roleId: 3 });
    const [before] = await t.app.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, user.id));
    const res = await setRole(admin, user.id, { role_id: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ role_id: 3, updated_at: before!.updatedAt.toISOString() });
  });

  it('lets an administrator make another administrator, and demote one while another remains', async () => {
    const second = await createTestUser(t.app.db);
    expect((await setRole(admin, second.id, { role_id: 1 })).statusCode).toBe(200);
    expect((await setRole(admin, second.id, { role_id: 2 })).statusCode).toBe(200);
    expect(await roleOf(second.id)).toBe(2);
  });

  it('refuses an administrator\u2019s own role with 409 users.own_role, whatever the role asked', async () => {
    for (const roleId of [1, 2, 3]) {
      const res = await setRole(admin, admin.id, { role_id: roleId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'users.own_role' });
    }
    expect(await roleOf(admin.id)).toBe(1);
  });

  it('answers 404 users.not_found for a user that does not exist', async () => {
    const res = await setRole(admin, 987654, { role_id: 3 });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('users.not_found');
  });

  it.each([[{ role_id: 4 }], [{ role_id: '3' }], [{}], [{ role_id: 3, coins: '100.00' }]])('refuses %j with 422', async (payload) => {
    const user = await createTestUser(t.app.db);
    const res = await setRole(admin, user.id, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation.failed');
    expect(Object.keys(errorsOf(res)).length).toBeGreaterThan(0);
    expect(await roleOf(user.id)).toBe(2);
  });
});

describe('a role change takes effect at once, on tokens the user already has', () => {
  it('a demoted door staff member\u2019s token loses the scanner on its next request', async () => {
    const staff = await createTestUser(t.app.db, { roleId: 3 });
    expect((await scanEvents(staff)).statusCode).toBe(200);
    expect((await setRole(admin, staff.id, { role_id: 2 })).statusCode).toBe(200);
    const after = await scanEvents(staff);
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('auth.forbidden');
  });

  it('a user made door staff reaches the scanner with the token they had, and nothing else of the dashboard', async () => {
    const user = await createTestUser(t.app.db);
    expect((await scanEvents(user)).statusCode).toBe(403);
    expect((await setRole(admin, user.id, { role_id: 3 })).statusCode).toBe(200);
    expect((await scanEvents(user)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearerOf(user) })).statusCode).toBe(403);
  });

  it('a user made administrator reaches the dashboard with the token they had', async () => {
    const user = await createTestUser(t.app.db);
    expect((await setRole(admin, user.id, { role_id: 1 })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearerOf(user) })).statusCode).toBe(200);
    expect((await setRole(admin, user.id, { role_id: 2 })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearerOf(user) })).statusCode).toBe(403);
  });
});

describe('the last administrator', () => {
  async function refusal(work: Promise<unknown>): Promise<AppError> {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
    return error;
  }

  it('cannot be demoted by an administrator who was demoted a moment ago (their request already past the guard)', async () => {
    const a = await createTestUser(t.app.db);
    const b = await createTestUser(t.app.db);
    await onlyAdmins(b);
    // `a` is no admin any more, as if `b` had just demoted them while a's request was on its way.
    const error = await refusal(changeUserRole(t.app.db, a.id, b.id, 2, new Date()));
    expect({ status: error.status, code: error.code }).toEqual({ status: 409, code: 'users.last_admin' });
    expect(await roleOf(b.id)).toBe(1);
    await onlyAdmins(admin);
  });

  it('a demoted administrator whose request was already past the guard changes no one\u2019s role', async () => {
    const demoted = await createTestUser(t.app.db);
    const other = await createTestUser(t.app.db, { roleId: 1 });
    const error = await refusal(changeUserRole(t.app.db, demoted.id, other.id, 2, new Date()));
    expect({ status: error.status, code: error.code }).toEqual({ status: 403, code: 'auth.forbidden' });
    expect(await roleOf(other.id)).toBe(1);
    await onlyAdmins(admin);
  });

  it('two administrators demoting each other at the same moment: one succeeds, the other hears 409 users.last_admin', async () => {
    const losers: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const a = await createTestUser(t.app.db, { roleId: 1 });
      const b = await createTestUser(t.app.db, { roleId: 1 });
      await onlyAdmins(a, b);
      const results = await Promise.all([setRole(a, b.id, { role_id: 2 }), setRole(b, a.id, { role_id: 3 })]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const loser = results.find((r) => r.statusCode !== 200)!;
      // 403 only if the winner committed before the loser's request was even authenticated.
      losers.push(`${loser.statusCode} ${loser.json().code}`);
      const admins = await t.app.db.select({ id: users.id }).from(users).where(eq(users.roleId, 1));
      expect(admins).toHaveLength(1);
      expect([a.id, b.id]).toContain(admins[0]?.id);
    }
    expect(losers.every((l) => l === '409 users.last_admin' || l === '403 auth.forbidden')).toBe(true);
    expect(losers).toContain('409 users.last_admin');
    await onlyAdmins(admin);
  });
});
