import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuthResponseSchema } from '../../../contract/auth';
import { authTokens } from '../../db/schema';
import { sha256Hex } from '../../lib/tokens';
import { bearer, errorsOf, registerUser, uniqueEmail, uniqueMobile } from '../../test/fixtures';
import { lastOtpFor } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TOKEN_TTL_MS } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function login(loginValue: unknown, password: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: loginValue, password } });
}

async function verifyPhoneOf(token: string, phone: string): Promise<void> {
  const otp = await lastOtpFor(t.config, phone);
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', headers: bearer(token), payload: { otp } });
  expect(res.statusCode).toBe(200);
}

function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
}

describe('POST /api/auth/login', () => {
  it('logs in by email in any letter case and answers the auth data', async () => {
    const user = await registerUser(t.app);
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    const body = ZAuthResponseSchema.parse(res.json());
    expect(body.data.user.id).toBe(user.id);
    expect(body.data.token).not.toBe(user.token);
    expect(body.data).toMatchObject({ requires_phone: true, requires_phone_verification: false });
    expect((await me(body.data.token)).statusCode).toBe(200);
  });

  it('logs in by a verified mobile with or without the country code (Omani by default)', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    await verifyPhoneOf(user.token, `+968${mobile}`);
    for (const typed of [mobile, `+968${mobile}`, `968${mobile}`, `00968${mobile}`, `+968 ${mobile.slice(0, 4)} ${mobile.slice(4)}`]) {
      const res = await login(typed, user.password);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().data.user.id).toBe(user.id);
      expect(res.json().data.requires_phone_verification).toBe(false);
    }
  });

  it('gives a wrong password and an unknown user the very same 401 answer', async () => {
    const user = await registerUser(t.app);
    const wrong = await login(user.email, 'not-the-password');
    const unknownEmail = await login(uniqueEmail('nobody'), 'not-the-password');
    const unknownPhone = await login('99999999', 'not-the-password');
    for (const res of [wrong, unknownEmail, unknownPhone]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'auth.invalid_credentials', message: 'These credentials do not match our records.' });
    }
  });

  it('spends a password hash on unknown users too, so timing does not reveal accounts', async () => {
    const user = await registerUser(t.app);
    const ghost = uniqueEmail('ghost');
    async function timedMs(loginValue: string): Promise<number> {
      const started = performance.now();
      await login(loginValue, 'wrong-password');
      return performance.now() - started;
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    await timedMs(user.email);
    await timedMs(ghost);
    // Interleaved, so a burst of load elsewhere on the machine slows both kinds alike; medians ignore spikes.
    const knownRuns: number[] = [];
    const unknownRuns: number[] = [];
    for (let i = 0; i < 7; i++) {
      knownRuns.push(await timedMs(user.email));
      unknownRuns.push(await timedMs(ghost));
    }
    const known = median(knownRuns);
    const unknown = median(unknownRuns);
    // Without the dummy hash an unknown login answers in a fraction of the argon2 time.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it.each([
    [{ login: '', password: 'secret123' }, 'login', 'Please enter your email or mobile number.'],
    [{ password: 'secret123' }, 'login', 'Please enter your email or mobile number.'],
    [{ login: 'someone@', password: 'secret123' }, 'login', 'Invalid email address.'],
    [{ login: 'abc', password: 'secret123' }, 'login', 'Invalid mobile number.'],
    [{ login: 'a@b.om', password: '123' }, 'password', 'Password must be at least 6 characters.'],
  ])('rejects %j with 422 on %s', async (payload, field, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)[field]).toEqual([message]);
  });
});

describe('bearer tokens', () => {
  it('are stored only as SHA-256 hashes with a 30-day expiry', async () => {
    const user = await registerUser(t.app);
    const [row] = await t.app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256Hex(user.token)));
    expect(row).toBeDefined();
    expect(row?.userId).toBe(user.id);
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(TOKEN_TTL_MS);
    const raw = await t.app.db.select().from(authTokens).where(eq(authTokens.tokenHash, user.token));
    expect(raw).toHaveLength(0);
  });

  it('answer 401 auth.unauthenticated when missing, malformed or unknown', async () => {
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, bearer('x'.repeat(43)), bearer('not a token!')]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'auth.unauthenticated' });
    }
  });

  it('stop working after logout, while other sessions of the user keep working', async () => {
    const user = await registerUser(t.app);
    const second = (await login(user.email, user.password)).json().data.token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true, data: { message: 'You have been logged out.' } });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) })).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('expire after 30 days', async () => {
    const user = await registerUser(t.app);
    t.clock.advance(TOKEN_TTL_MS - 60_000);
    try {
      expect((await me(user.token)).statusCode).toBe(200);
      t.clock.advance(120_000);
      const res = await me(user.token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('auth.unauthenticated');
    } finally {
      t.clock.advance(-TOKEN_TTL_MS - 60_000);
    }
  });

  it('record last use at most once a minute', async () => {
    const user = await registerUser(t.app);
    const lastUsed = async () =>
      (
        await t.app.db
          .select({ at: authTokens.lastUsedAt })
          .from(authTokens)
          .where(eq(authTokens.tokenHash, sha256Hex(user.token)))
      )[0]?.at?.getTime();
    const first = await lastUsed();
    await me(user.token);
    expect(await lastUsed()).toBe(first);
    t.clock.advance(61_000);
    try {
      await me(user.token);
      const touched = await lastUsed();
      expect(touched).toBeGreaterThan((first ?? 0) + 60_000);
      await me(user.token);
      expect(await lastUsed()).toBe(touched);
    } finally {
      t.clock.advance(-61_000);
    }
  });
});
