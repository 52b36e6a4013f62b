import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuthResponseSchema } from '../../../contract/auth';
import { users } from '../../db/schema';
import { errorsOf, uniqueEmail, uniqueMobile } from '../../test/fixtures';
import { lastOtpFor, smsLines } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function register(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
}

function valid(overrides: Record<string, unknown> = {}) {
  return { name: 'Salim Al-Harthy', email: uniqueEmail(), password: 'secret123', country_code: '+968', agree_terms: true, ...overrides };
}

describe('POST /api/auth/register', () => {
  it('creates an account without a phone and answers 201 with a token and requires_phone', async () => {
    const payload = valid();
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = ZAuthResponseSchema.parse(res.json());
    expect(body.data.user).toMatchObject({
      name: 'Salim Al-Harthy',
      email: payload.email,
      phone: null,
      country_code: '+968',
      role_id: 2,
      coins: '0.00',
      phone_verified_at: null,
      locale: 'en',
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.requires_phone).toBe(true);
    expect(body.data.requires_phone_verification).toBe(false);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('$argon2');

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(body.data.user.id);
  });

  it('with a mobile stores it as E.164, texts an OTP and asks for verification', async () => {
    const mobile = uniqueMobile();
    const res = await register(valid({ mobile: `${mobile.slice(0, 4)} ${mobile.slice(4)}` }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.user.phone).toBe(`+968${mobile}`);
    expect(data.requires_phone).toBe(false);
    expect(data.requires_phone_verification).toBe(true);
    expect(await lastOtpFor(t.config, `+968${mobile}`)).toMatch(/^\d{6}$/);
    const line = (await smsLines(t.config)).find((l) => l.includes(`+968${mobile}`));
    expect(line).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\t\+968\d{8}\tYour Tadhkira code is \d{6}$/);
  });

  it('texts the OTP in Arabic to an Arabic-speaking user', async () => {
    const mobile = uniqueMobile();
    const res = await register(valid({ mobile, locale: 'ar' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.locale).toBe('ar');
    const line = (await smsLines(t.config)).find((l) => l.includes(`+968${mobile}`));
    expect(line).toMatch(/\tرمز التحقق في تذكرة هو \d{6}$/);
  });

  it('takes the locale from Accept-Language when the body does not say', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'accept-language': 'ar-OM,ar;q=0.9' }, payload: valid() });
    expect(res.json().data.user.locale).toBe('ar');
  });

  it('accepts other country codes with 6–14 digit numbers', async () => {
    const res = await register(valid({ country_code: '44', mobile: '7911123456' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ phone: '+447911123456', country_code: '+44' });
  });

  it.each([
    ['name', { name: '' }, 'Name is required.'],
    ['name', { name: '   ' }, 'Name is required.'],
    ['name', { name: undefined }, 'Name is required.'],
    ['email', { email: 'not-an-email' }, 'Invalid email address.'],
    ['email', { email: undefined }, 'Invalid email address.'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters.'],
    ['password', { password: undefined }, 'Password must be at least 6 characters.'],
    ['mobile', { mobile: '81234567' }, 'Invalid mobile number.'],
    ['mobile', { mobile: '9123456' }, 'Invalid mobile number.'],
    ['mobile', { mobile: '912345678' }, 'Invalid mobile number.'],
    ['mobile', { mobile: 'abcdefgh' }, 'Invalid mobile number.'],
    ['mobile', { country_code: '+44', mobile: '12345' }, 'Invalid mobile number.'],
    ['mobile', { country_code: '+44', mobile: '123456789012345' }, 'Invalid mobile number.'],
    ['country_code', { country_code: '' }, 'Country code is required.'],
    ['country_code', { country_code: undefined }, 'Country code is required.'],
    ['country_code', { country_code: '+0' }, 'Invalid country code.'],
    ['agree_terms', { agree_terms: false }, 'You must agree to the terms of use and privacy policy.'],
    ['agree_terms', { agree_terms: undefined }, 'You must agree to the terms of use and privacy policy.'],
  ])('rejects a bad %s (%j) with 422 "%s"', async (field, overrides, message) => {
    const res = await register(valid(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'validation.failed' });
    expect(errorsOf(res)[field]).toEqual([message]);
  });

  it('reports every bad field at once, mobile included', async () => {
    const res = await register({ name: '', email: 'x', password: '1', country_code: '+968', mobile: '123', agree_terms: false });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorsOf(res)).sort()).toEqual(['agree_terms', 'email', 'mobile', 'name', 'password']);
  });

  it('refuses an email already registered in any letter case with 422 on email', async () => {
    const email = uniqueEmail('dup');
    expect((await register(valid({ email }))).statusCode).toBe(201);
    const again = await register(valid({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ email: ['This email is already registered.'] });
  });

  it('refuses a mobile another account verified with 422 on mobile', async () => {
    const mobile = uniqueMobile();
    const first = await register(valid({ mobile }));
    expect(first.statusCode).toBe(201);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/verify',
      headers: { authorization: `Bearer ${first.json().data.token}` },
      payload: { otp: await lastOtpFor(t.config, `+968${mobile}`) },
    });
    expect(verified.statusCode).toBe(200);
    const again = await register(valid({ mobile: `+968${mobile}` }));
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ mobile: ['This mobile number is already registered.'] });
  });

  it('ignores role_id, coins, phone_verified_at and other unknown fields (no mass assignment)', async () => {
    const mobile = uniqueMobile();
    const res = await register(
      valid({
        mobile,
        role_id: 1,
        coins: 999999,
        phone_verified_at: '2024-01-01T00:00:00Z',
        email_verified_at: '2024-01-01T00:00:00Z',
        id: 1,
        password_hash: 'x',
      }),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.user).toMatchObject({ role_id: 2, coins: '0.00', phone_verified_at: null, email_verified_at: null });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, data.user.id));
    expect(row).toMatchObject({ roleId: 2, coins: 0, phoneVerifiedAt: null, emailVerifiedAt: null });
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('stores the email trimmed and lower-cased', async () => {
    const email = uniqueEmail('Mixed');
    const res = await register(valid({ email: `  ${email.toUpperCase()} ` }));
    expect(res.json().data.user.email).toBe(email.toLowerCase());
  });
});
