import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneOtps, users } from '../../db/schema';
import { bearer, errorsOf, registerUser, uniqueMobile } from '../../test/fixtures';
import { lastOtpFor, smsLines } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const MINUTE = 60_000;

function updatePhone(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: '/api/auth/phone', headers: bearer(token), payload });
}

function verify(token: string, otp: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', headers: bearer(token), payload: { otp } });
}

function resend(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/phone/resend-otp', headers: bearer(token) });
}

/** A six-digit code that is not `code`. */
function wrong(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** Moves the test clock for the duration of `fn`, then back. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  t.clock.advance(ms);
  try {
    return await fn();
  } finally {
    t.clock.advance(-ms);
  }
}

describe('PATCH /api/auth/phone', () => {
  it('stores the number unverified in E.164, texts a code and asks for verification', async () => {
    const user = await registerUser(t.app);
    const mobile = uniqueMobile();
    const res = await updatePhone(user.token, { phone_number: mobile });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.user).toMatchObject({ phone: `+968${mobile}`, country_code: '+968', phone_verified_at: null });
    expect(data.requires_phone_verification).toBe(true);
    expect(data.resend_available_in).toBe(60);
    expect(await lastOtpFor(t.config, `+968${mobile}`)).toMatch(/^\d{6}$/);
  });

  it('stores OTPs hashed, never as the texted code', async () => {
    const user = await registerUser(t.app);
    const mobile = uniqueMobile();
    await updatePhone(user.token, { phone_number: mobile });
    const code = await lastOtpFor(t.config, `+968${mobile}`);
    const [row] = await t.app.db.select().from(phoneOtps).where(eq(phoneOtps.userId, user.id));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^v1\$[A-Za-z0-9_-]+\$[0-9a-f]{64}$/);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(10 * MINUTE);
  });

  it('takes a country code and otherwise uses the user\u2019s', async () => {
    const user = await registerUser(t.app);
    const res = await updatePhone(user.token, { phone_number: '7911 123 456', country_code: '+44' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ phone: '+447911123456', country_code: '+44' });
  });

  it.each([['12345678'], ['9123'], ['phone'], ['']])('rejects %j with "Please enter a valid phone number."', async (phone) => {
    const user = await registerUser(t.app);
    const res = await updatePhone(user.token, { phone_number: phone });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ phone_number: ['Please enter a valid phone number.'] });
  });

  it('refuses a number another user verified', async () => {
    const mobile = uniqueMobile();
    const owner = await registerUser(t.app, { mobile });
    expect((await verify(owner.token, await lastOtpFor(t.config, `+968${mobile}`))).statusCode).toBe(200);
    const user = await registerUser(t.app);
    const res = await updatePhone(user.token, { phone_number: `+968${mobile}` });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ phone_number: ['This phone number is already in use.'] });
  });

  it('does nothing for the user\u2019s own verified number', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    await verify(user.token, await lastOtpFor(t.config, `+968${mobile}`));
    const before = (await smsLines(t.config)).length;
    const res = await updatePhone(user.token, { phone_number: mobile });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ requires_phone_verification: false, resend_available_in: 0 });
    expect((await smsLines(t.config)).length).toBe(before);
  });

  it('replacing a verified phone makes the user verify again', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    await verify(user.token, await lastOtpFor(t.config, `+968${mobile}`));
    const next = uniqueMobile();
    const res = await updatePhone(user.token, { phone_number: next });
    expect(res.json().data.user.phone_verified_at).toBeNull();
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) });
    expect(me.json().data).toMatchObject({ requires_phone: false, requires_phone_verification: true });
  });

  it('ignores phone_verified_at and role_id in the body', async () => {
    const user = await registerUser(t.app);
    const res = await updatePhone(user.token, { phone_number: uniqueMobile(), phone_verified_at: '2024-01-01T00:00:00Z', role_id: 1 });
    expect(res.json().data.user).toMatchObject({ phone_verified_at: null, role_id: 2 });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/auth/phone', payload: { phone_number: uniqueMobile() } })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/phone/verify', () => {
  it('verifies the phone with the texted code, once', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    const code = await lastOtpFor(t.config, `+968${mobile}`);
    const res = await verify(user.token, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.requires_phone_verification).toBe(false);
    expect(res.json().data.user.phone_verified_at).not.toBeNull();

    const reuse = await verify(user.token, code);
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().code).toBe('auth.phone_already_verified');
  });

  it.each([['12345'], ['1234567'], ['12a456'], [''], [123456]])('rejects %j with "Please enter a valid 6-digit code."', async (otp) => {
    const user = await registerUser(t.app, { mobile: uniqueMobile() });
    const res = await verify(user.token, otp);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ otp: ['Please enter a valid 6-digit code.'] });
  });

  it('answers a wrong code with 422 auth.otp_invalid "Verification failed"', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    const res = await verify(user.token, wrong(await lastOtpFor(t.config, `+968${mobile}`)));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'auth.otp_invalid', message: 'Verification failed' });
  });

  it('locks the code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    const code = await lastOtpFor(t.config, `+968${mobile}`);
    for (let i = 1; i <= 4; i++) expect((await verify(user.token, wrong(code))).json().code).toBe('auth.otp_invalid');
    const fifth = await verify(user.token, wrong(code));
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json()).toMatchObject({ code: 'auth.otp_locked', message: 'Too many incorrect attempts. Please request a new code.' });
    expect((await verify(user.token, code)).json().code).toBe('auth.otp_locked');

    const fresh = await later(61_000, async () => {
      expect((await resend(user.token)).statusCode).toBe(200);
      return lastOtpFor(t.config, `+968${mobile}`);
    });
    expect((await verify(user.token, fresh)).statusCode).toBe(200);
  });

  it('still accepts the right code on the fifth try', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    const code = await lastOtpFor(t.config, `+968${mobile}`);
    for (let i = 1; i <= 4; i++) await verify(user.token, wrong(code));
    expect((await verify(user.token, code)).statusCode).toBe(200);
  });

  it('counts concurrent wrong guesses so no more than 5 are ever checked', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    const code = await lastOtpFor(t.config, `+968${mobile}`);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(user.token, wrong(code))));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 'auth.otp_invalid').length).toBe(4);
    expect(codes.filter((c) => c === 'auth.otp_locked').length).toBe(4);
    const [row] = await t.app.db.select({ attempts: phoneOtps.attempts }).from(phoneOtps).where(eq(phoneOtps.userId, user.id));
    expect(row?.attempts).toBe(5);
  });

  it('rejects an expired code (after 10 minutes) with auth.otp_expired', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    const code = await lastOtpFor(t.config, `+968${mobile}`);
    const res = await later(10 * MINUTE + 1000, () => verify(user.token, code));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'auth.otp_expired', message: 'This code has expired. Please request a new one.' });
  });

  it('does not let a code sent to a previous number verify the new one', async () => {
    const first = uniqueMobile();
    const user = await registerUser(t.app, { mobile: first });
    const oldCode = await lastOtpFor(t.config, `+968${first}`);
    const second = uniqueMobile();
    await updatePhone(user.token, { phone_number: second });
    const newCode = await lastOtpFor(t.config, `+968${second}`);
    if (oldCode !== newCode) expect((await verify(user.token, oldCode)).json().code).toBe('auth.otp_invalid');
    const ok = await verify(user.token, newCode);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.phone).toBe(`+968${second}`);
  });

  it('answers auth.phone_required when the user has no phone', async () => {
    const user = await registerUser(t.app);
    const res = await verify(user.token, '123456');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('auth.phone_required');
  });
});

describe('POST /api/auth/phone/resend-otp', () => {
  it('refuses within 60 s of the last code with 429, Retry-After and retry_after', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    const res = await later(20_000, () => resend(user.token));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('40');
    expect(res.json()).toEqual({
      success: false,
      code: 'auth.otp_resend_too_soon',
      message: 'Please wait 40 seconds before requesting a new code.',
      retry_after: 40,
    });
  });

  it('sends a new code after 60 s; the new code works and the old one no longer does', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    const oldCode = await lastOtpFor(t.config, `+968${mobile}`);
    const before = (await smsLines(t.config)).length;
    const newCode = await later(60_000, async () => {
      const res = await resend(user.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { resend_available_in: 60 } });
      return lastOtpFor(t.config, `+968${mobile}`);
    });
    expect((await smsLines(t.config)).length).toBe(before + 1);
    if (oldCode !== newCode) expect((await verify(user.token, oldCode)).json().code).toBe('auth.otp_invalid');
    expect((await verify(user.token, newCode)).statusCode).toBe(200);
  });

  it('answers 409 once the phone is verified and 422 without a phone', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    await verify(user.token, await lastOtpFor(t.config, `+968${mobile}`));
    expect((await later(61_000, () => resend(user.token))).json().code).toBe('auth.phone_already_verified');
    const noPhone = await registerUser(t.app);
    expect((await resend(noPhone.token)).json().code).toBe('auth.phone_required');
  });

  it('a repeated PATCH of the same unverified number within 60 s sends nothing and reports the wait', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    const before = (await smsLines(t.config)).length;
    const res = await later(15_000, () => updatePhone(user.token, { phone_number: mobile }));
    expect(res.json().data).toMatchObject({ requires_phone_verification: true, resend_available_in: 45 });
    expect((await smsLines(t.config)).length).toBe(before);
  });
});

describe('GET /api/user after verification', () => {
  it('clears requires_phone_verification', async () => {
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    await verify(user.token, await lastOtpFor(t.config, `+968${mobile}`));
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) });
    expect(me.json().data).toMatchObject({ requires_phone: false, requires_phone_verification: false });
    const [row] = await t.app.db.select({ at: users.phoneVerifiedAt }).from(users).where(eq(users.id, user.id));
    expect(row?.at).not.toBeNull();
  });
});
