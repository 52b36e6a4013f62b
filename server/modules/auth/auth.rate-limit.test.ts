import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  function login(loginValue: string, remoteAddress: string) {
    return t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { login: loginValue, password: 'wrong-password' } });
  }

  it('allows 5 tries a minute for one login, however it is spelled, across addresses', async () => {
    const mobile = uniqueMobile();
    await registerUser(t.app, { mobile });
    const spellings = [mobile, `+968${mobile}`, `968${mobile}`, `+968 ${mobile}`, `00968${mobile}`];
    for (const [i, spelling] of spellings.entries()) expect((await login(spelling, `10.0.1.${i + 1}`)).statusCode).toBe(401);
    const sixth = await login(mobile, '10.0.1.9');
    expectRateLimited(sixth);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another account is not affected.
    expect((await login(uniqueEmail(), '10.0.1.10')).statusCode).toBe(401);
  });

  it('allows 10 tries a minute from one address', async () => {
    for (let i = 0; i < 10; i++) expect((await login(uniqueEmail(), '10.0.2.1')).statusCode).toBe(401);
    expectRateLimited(await login(uniqueEmail(), '10.0.2.1'));
    expect((await login(uniqueEmail(), '10.0.2.2')).statusCode).toBe(401);
  });

  it('uses the documented defaults', () => {
    expect(DEFAULT_AUTH_RATE_LIMITS).toMatchObject({
      loginPerIp: { max: 10, timeWindow: '1 minute' },
      loginPerIdentifier: { max: 5, timeWindow: '1 minute' },
      registerPerIp: { max: 5, timeWindow: '1 minute' },
      forgotPasswordPerIp: { max: 5, timeWindow: '1 minute' },
      forgotPasswordPerEmail: { max: 3, timeWindow: '15 minutes' },
      otpVerifyPerUser: { max: 10, timeWindow: '1 minute' },
      otpResendPerUser: { max: 5, timeWindow: '15 minutes' },
    });
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
    const forgot = (email: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, payload: { email } });
    const email = uniqueEmail('nobody');
    expect((await forgot(email, '10.1.1.1')).statusCode).toBe(200);
    expect((await forgot(email.toUpperCase(), '10.1.1.2')).statusCode).toBe(200);
    expectRateLimited(await forgot(email, '10.1.1.3'));

    for (let i = 0; i < 3; i++) expect((await forgot(uniqueEmail(), '10.1.1.9')).statusCode).toBe(200);
    expectRateLimited(await forgot(uniqueEmail(), '10.1.1.9'));
  });

  it('limits OTP guesses per user', async () => {
    const user = await registerUser(t.app, { mobile: uniqueMobile() });
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', headers: bearer(user.token), payload: { otp: '000000' } })).statusCode).not.toBe(429);
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
