import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEFAULT_AUTH_RATE_LIMITS } from './auth.rate-limits';
import { bearer, registerUser, uniqueEmail, uniqueMobile } from '../../test/fixtures';
import { lastOtpFor } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

function expectRateLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ success: false, code: 'rate_limited' });
}

describe('login with the real default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: DEFAULT_AUTH_RATE_LIMITS });
  });
  afterAll(async () => t?.close());

  function login(loginValue: string, remoteAddress: string, password = 'wrong-password') {
    return t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { login: loginValue, password } });
  }

  it('allows 5 failed tries a minute on one account from one address, however the login is spelled', async () => {
    const mobile = uniqueMobile();
    await registerUser(t.app, { mobile });
    const spellings = [mobile, `+968${mobile}`, `968${mobile}`, `+968 ${mobile}`, `00968${mobile}`];
    for (const spelling of spellings) expect((await login(spelling, '10.0.1.1')).statusCode).toBe(401);
    const sixth = await login(mobile, '10.0.1.1');
    expectRateLimited(sixth);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another account from the same address is not affected.
    expect((await login(uniqueEmail(), '10.0.1.1')).statusCode).toBe(401);
  });

  it('counts an unknown login under its normalized form', async () => {
    const mobile = uniqueMobile();
    const spellings = [mobile, `+968${mobile}`, `968 ${mobile}`, `00968${mobile}`, `+968-${mobile}`];
    for (const spelling of spellings) expect((await login(spelling, '10.0.7.1')).statusCode).toBe(401);
    expectRateLimited(await login(`+968 ${mobile}`, '10.0.7.1'));
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? email.toUpperCase() : ` ${email} `, '10.0.7.2')).statusCode).toBe(401);
    expectRateLimited(await login(email, '10.0.7.2'));
  });

  it("shares one budget between an account's e-mail and phone", async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    // Verified, as phone login may require (docs/product.md §2).
    await t.database.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, user.id));
    for (let i = 0; i < 3; i++) expect((await login(user.email, '10.0.3.1')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(`+968${mobile}`, '10.0.3.1')).statusCode).toBe(401);
    expectRateLimited(await login(user.email, '10.0.3.1'));
    expectRateLimited(await login(mobile, '10.0.3.1', user.password));
  });

  it('does not let a successful sign-in spend the failure budget', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 4; i++) expect((await login(user.email, '10.0.4.1')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login(user.email, '10.0.4.1', user.password)).statusCode).toBe(200);
    expect((await login(user.email, '10.0.4.1')).statusCode).toBe(401);
    expectRateLimited(await login(user.email, '10.0.4.1'));
  });

  it('does not let an attacker hammering from one address lock the owner out from another', async () => {
    const user = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(user.email, '10.0.5.1')));
    // Parallel guesses cannot slip past the limit: exactly 5 were tried.
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(5);
    for (const res of answers.filter((res) => res.statusCode !== 401)) expectRateLimited(res);
    // The owner, from an address the account has never signed in from.
    expect((await login(user.email, '10.0.5.2', user.password)).statusCode).toBe(200);
    expect((await login(user.email, '10.0.5.3')).statusCode).toBe(401);
  });

  it('allows 10 failed tries a minute from one address', async () => {
    for (let i = 0; i < 10; i++) expect((await login(uniqueEmail(), '10.0.2.1')).statusCode).toBe(401);
    expectRateLimited(await login(uniqueEmail(), '10.0.2.1'));
    expect((await login(uniqueEmail(), '10.0.2.2')).statusCode).toBe(401);
  });

  it('uses the documented defaults', () => {
    expect(DEFAULT_AUTH_RATE_LIMITS).toMatchObject({
      loginPerIp: { max: 10, timeWindow: '1 minute' },
      loginPerAccountAddress: { max: 5, timeWindow: '1 minute' },
      loginPerAccount: { max: 100, timeWindow: '15 minutes' },
      registerPerIp: { max: 5, timeWindow: '1 minute' },
      forgotPasswordPerIp: { max: 5, timeWindow: '1 minute' },
      forgotPasswordPerEmail: { max: 3, timeWindow: '15 minutes' },
      otpVerifyPerUser: { max: 10, timeWindow: '1 minute' },
      otpResendPerUser: { max: 5, timeWindow: '15 minutes' },
    });
  });
});

describe('the per-account login limit (shrunk)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: { loginPerAccountAddress: { max: 2, timeWindow: '1 minute' }, loginPerAccount: { max: 4, timeWindow: '15 minutes' } },
    });
  });
  afterAll(async () => t?.close());

  function login(loginValue: string, remoteAddress: string, password = 'wrong-password') {
    return t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { login: loginValue, password } });
  }

  it('stops guesses spread over many addresses, but never from an address the owner signed in from', async () => {
    const user = await registerUser(t.app);
    expect((await login(user.email, '10.2.0.1', user.password)).statusCode).toBe(200);
    for (const address of ['10.2.1.1', '10.2.1.2']) {
      for (let i = 0; i < 2; i++) expect((await login(user.email, address)).statusCode).toBe(401);
    }
    // Four failures on the account: a fresh address is refused, even with the right password...
    const refused = await login(user.email, '10.2.1.3');
    expectRateLimited(refused);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expectRateLimited(await login(user.email, '10.2.1.4', user.password));
    // ...while the owner's known address still signs in.
    expect((await login(user.email, '10.2.0.1', user.password)).statusCode).toBe(200);
  });
});

describe('other limits (shrunk so tests reach them quickly)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        registerPerIp: { max: 2, timeWindow: '1 minute' },
        forgotPasswordPerIp: { max: 3, timeWindow: '1 minute' },
        forgotPasswordPerEmail: { max: 2, timeWindow: '15 minutes' },
        otpVerifyPerUser: { max: 3, timeWindow: '1 minute' },
        otpResendPerUser: { max: 1, timeWindow: '15 minutes' },
        phoneUpdatePerUser: { max: 2, timeWindow: '15 minutes' },
      },
    });
  });
  afterAll(async () => t?.close());

  it('limits registrations per address', async () => {
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.1.0.1',
        payload: { name: 'N', email: uniqueEmail(), password: 'secret123', country_code: '+968', agree_terms: true },
      });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    expectRateLimited(await register());
  });

  it('limits reset requests per email and per address, with the same 429 for unknown emails', async () => {
    const forgot = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, payload: { email } });
    const email = uniqueEmail('nobody');
    expect((await forgot(email, '10.1.1.1')).statusCode).toBe(200);
    expect((await forgot(email.toUpperCase(), '10.1.1.2')).statusCode).toBe(200);
    expectRateLimited(await forgot(email, '10.1.1.3'));

    for (let i = 0; i < 3; i++) expect((await forgot(uniqueEmail(), '10.1.1.9')).statusCode).toBe(200);
    expectRateLimited(await forgot(uniqueEmail(), '10.1.1.9'));
  });

  it('limits OTP guesses per user', async () => {
    const user = await registerUser(t.app, { mobile: uniqueMobile() });
    for (let i = 0; i < 3; i++)
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', headers: bearer(user.token), payload: { otp: '000000' } })).statusCode,
      ).not.toBe(429);
    expectRateLimited(await t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', headers: bearer(user.token), payload: { otp: '000000' } }));
  });

  it('limits OTP resends per user on top of the 60-second wait', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    t.clock.advance(61_000);
    try {
      const first = await t.app.inject({ method: 'POST', url: '/api/auth/phone/resend-otp', headers: bearer(user.token) });
      expect(first.statusCode).toBe(200);
      expect(await lastOtpFor(t.config, `+968${mobile}`)).toMatch(/^\d{6}$/);
      t.clock.advance(61_000);
      const second = await t.app.inject({ method: 'POST', url: '/api/auth/phone/resend-otp', headers: bearer(user.token) });
      expectRateLimited(second);
    } finally {
      t.clock.advance(-122_000);
    }
  });

  it('limits phone changes per user, since each one texts a code', async () => {
    const user = await registerUser(t.app);
    const change = () => t.app.inject({ method: 'PATCH', url: '/api/auth/phone', headers: bearer(user.token), payload: { phone_number: uniqueMobile() } });
    expect((await change()).statusCode).toBe(200);
    expect((await change()).statusCode).toBe(200);
    expectRateLimited(await change());
  });
});
