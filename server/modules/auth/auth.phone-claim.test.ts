import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, errorsOf, registerUser, uniqueMobile } from '../../test/fixtures';
import { lastOtpFor, smsLines } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Phone squatting: an unverified number reserves nothing and logs nobody in; the first account to
 * verify it owns it and the other unverified claims are released (docs/product.md §4). Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL, where the concurrent verifications really overlap.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function verify(token: string, otp: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', headers: bearer(token), payload: { otp } });
}

function updatePhone(token: string, phoneNumber: string) {
  return t.app.inject({ method: 'PATCH', url: '/api/auth/phone', headers: bearer(token), payload: { phone_number: phoneNumber } });
}

function login(loginValue: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: loginValue, password } });
}

/** The codes texted to `phone`, oldest first (two accounts claiming one number each get their own). */
async function codesFor(phone: string): Promise<string[]> {
  return (await smsLines(t.config)).filter((line) => line.split('\t')[1] === phone).map((line) => /(\d{6})\s*$/.exec(line)?.[1] ?? '');
}

async function phoneOf(id: number): Promise<{ phone: string | null; verified: boolean }> {
  const [row] = await t.app.db.select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, id));
  return { phone: row?.phone ?? null, verified: Boolean(row?.verifiedAt) };
}

describe('phone numbers belong to whoever verifies them', () => {
  it('an unverified number does not block its real owner at sign-up or phone change', async () => {
    const mobile = uniqueMobile();
    const squatter = await registerUser(t.app, { mobile });
    const owner = await registerUser(t.app, { mobile });
    expect(owner.phone).toBe(`+968${mobile}`);
    const other = await registerUser(t.app);
    const res = await updatePhone(other.token, mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ phone: `+968${mobile}`, phone_verified_at: null });
    expect((await phoneOf(squatter.id)).phone).toBe(`+968${mobile}`);
  });

  it('the first to verify owns the number and every other unverified claim is released', async () => {
    const mobile = uniqueMobile();
    const phone = `+968${mobile}`;
    const squatter = await registerUser(t.app, { mobile });
    const second = await registerUser(t.app, { mobile });
    const owner = await registerUser(t.app, { mobile });
    const res = await verify(owner.token, await lastOtpFor(t.config, phone));
    expect(res.statusCode).toBe(200);
    expect(await phoneOf(owner.id)).toEqual({ phone, verified: true });
    expect(await phoneOf(squatter.id)).toEqual({ phone: null, verified: false });
    expect(await phoneOf(second.id)).toEqual({ phone: null, verified: false });
    // The released accounts are asked for a phone again.
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(squatter.token) });
    expect(me.json().data).toMatchObject({ requires_phone: true, requires_phone_verification: false });
  });

  it('a released account that tries its old code hears that the number was verified elsewhere (409)', async () => {
    const mobile = uniqueMobile();
    const phone = `+968${mobile}`;
    const squatter = await registerUser(t.app, { mobile });
    const owner = await registerUser(t.app, { mobile });
    const [squatterCode, ownerCode] = await codesFor(phone);
    expect((await verify(owner.token, ownerCode ?? '')).statusCode).toBe(200);
    const res = await verify(squatter.token, squatterCode ?? '');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('auth.phone_taken');
  });

  it('a verified number still refuses sign-up and phone change with the existing conflict error', async () => {
    const mobile = uniqueMobile();
    const owner = await registerUser(t.app, { mobile });
    expect((await verify(owner.token, await lastOtpFor(t.config, `+968${mobile}`))).statusCode).toBe(200);

    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Late', email: `late-${mobile}@example.om`, password: 'secret123', country_code: '+968', mobile, agree_terms: true },
    });
    expect(register.statusCode).toBe(422);
    expect(errorsOf(register)).toEqual({ mobile: ['This mobile number is already registered.'] });

    const other = await registerUser(t.app);
    const change = await updatePhone(other.token, mobile);
    expect(change.statusCode).toBe(422);
    expect(errorsOf(change)).toEqual({ phone_number: ['This phone number is already in use.'] });
  });

  it('phone login matches verified numbers only: a squatter cannot log in with it, the owner can', async () => {
    const mobile = uniqueMobile();
    const squatter = await registerUser(t.app, { mobile, password: 'squatter-secret' });
    expect((await login(mobile, squatter.password)).statusCode).toBe(401);

    const owner = await registerUser(t.app, { mobile });
    expect((await verify(owner.token, await lastOtpFor(t.config, `+968${mobile}`))).statusCode).toBe(200);
    const res = await login(mobile, owner.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(owner.id);
    expect((await login(mobile, squatter.password)).statusCode).toBe(401);
  });

  it('two accounts verifying one number at the same time: exactly one wins, the other gets 409', async () => {
    for (let round = 0; round < 5; round++) {
      const mobile = uniqueMobile();
      const phone = `+968${mobile}`;
      const a = await registerUser(t.app, { mobile });
      const b = await registerUser(t.app, { mobile });
      const [codeA, codeB] = await codesFor(phone);
      const answers = await Promise.all([verify(a.token, codeA ?? ''), verify(b.token, codeB ?? '')]);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((res) => res.statusCode === 409);
      expect(loser?.json().code).toBe('auth.phone_taken');
      const winner = answers[0]?.statusCode === 200 ? a : b;
      const other = winner === a ? b : a;
      expect(await phoneOf(winner.id)).toEqual({ phone, verified: true });
      expect(await phoneOf(other.id)).toEqual({ phone: null, verified: false });
      const holders = await t.app.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      expect(holders.map((row) => row.id)).toEqual([winner.id]);
    }
  });
});
