import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../db/schema';
import { bearer, errorsOf, registerUser, uniqueEmail } from '../../test/fixtures';
import { mailParts, resetLinkIn } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://tickets.example.om' } });
});
afterAll(async () => t?.close());

function forgot(email: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
}

function reset(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
}

async function outboxFiles(): Promise<string[]> {
  return (await readdir(t.config.outboxDir).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
}

/** Every mail to `to` in the outbox, once there are at least `count` (the server writes them after answering). */
async function mailsTo(to: string, count = 1): Promise<string[]> {
  const header = new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi');
  for (let i = 0; i < 100; i++) {
    const raws = await Promise.all((await outboxFiles()).map((file) => readFile(path.join(t.config.outboxDir, file), 'utf8')));
    const found = raws.filter((raw) => header.test(raw));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} mails to ${to} in the outbox`);
}

async function mailTo(to: string): Promise<string> {
  const [raw] = await mailsTo(to);
  return raw ?? '';
}

async function mailedToken(email: string): Promise<string> {
  return resetLinkIn(await mailTo(email)).token;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers identically for known and unknown emails and mails only the known one', async () => {
    const user = await registerUser(t.app);
    const before = await outboxFiles();
    const known = await forgot(user.email);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await forgot(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      success: true,
      message: 'If an account exists for this email, a reset link has been sent.',
      data: { message: 'If an account exists for this email, a reset link has been sent.' },
    });
    const raw = await mailTo(user.email);
    expect(raw).toMatch(/^Subject: Reset your Tadhkira password$/m);
    const files = await outboxFiles();
    expect(files.length).toBe(before.length + 1);
  });

  it('mails a link to PUBLIC_URL/reset-password/{token}?email=… in English by default', async () => {
    const user = await registerUser(t.app);
    await forgot(user.email);
    const raw = await mailTo(user.email);
    const link = resetLinkIn(raw);
    expect(link.url.origin + link.url.pathname).toMatch(/^https:\/\/tickets\.example\.om\/reset-password\/[A-Za-z0-9_-]{43}$/);
    expect(link.email).toBe(user.email);
    const html = mailParts(raw).parts.find((p) => p.contentType === 'text/html')?.body ?? '';
    expect(html).toContain('lang="en" dir="ltr"');
    expect(html).toContain('Choose a new password');
  });

  it('mails Arabic users an Arabic, right-to-left message', async () => {
    const user = await registerUser(t.app, { locale: 'ar' });
    await forgot(user.email);
    const raw = await mailTo(user.email);
    const parts = mailParts(raw).parts;
    const html = parts.find((p) => p.contentType === 'text/html')?.body ?? '';
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain('اختر كلمة مرور جديدة');
    expect(parts.find((p) => p.contentType === 'text/plain')?.body).toContain('إعادة تعيين كلمة المرور');
    expect(resetLinkIn(raw).email).toBe(user.email);
  });

  it('stores the reset token only as a hash, valid for 60 minutes', async () => {
    const user = await registerUser(t.app);
    await forgot(user.email);
    const token = await mailedToken(user.email);
    const rows = await t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect((rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0)).toBe(60 * 60 * 1000);
  });

  it('rejects an invalid email with the register message', async () => {
    const res = await forgot('nope');
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ email: ['Invalid email address.'] });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs out every session and works only once', async () => {
    const user = await registerUser(t.app);
    await forgot(user.email);
    const token = await mailedToken(user.email);

    const res = await reset({ token, email: user.email, password: 'fresh-pass', password_confirmation: 'fresh-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { message: 'Your password has been reset. You can now log in.' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: user.email, password: 'fresh-pass' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: user.email, password: user.password } })).statusCode).toBe(401);
    const [row] = await t.app.db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    expect(row?.verified).not.toBeNull();

    const again = await reset({ token, email: user.email, password: 'other-pass', password_confirmation: 'other-pass' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ success: false, code: 'auth.reset_token_invalid', message: 'This password reset link is invalid or has expired.' });
  });

  it('a link mailed before the password was changed no longer works', async () => {
    const user = await registerUser(t.app);
    await forgot(user.email);
    const token = await mailedToken(user.email);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      headers: bearer(user.token),
      payload: { current_password: user.password, password: 'changed-pass', password_confirmation: 'changed-pass' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await reset({ token, email: user.email, password: 'taken-over', password_confirmation: 'taken-over' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('auth.reset_token_invalid');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: user.email, password: 'changed-pass' } })).statusCode).toBe(200);
  });

  it('rejects an expired link (after 60 minutes)', async () => {
    const user = await registerUser(t.app);
    await forgot(user.email);
    const token = await mailedToken(user.email);
    t.clock.advance(60 * 60 * 1000 + 1000);
    try {
      const res = await reset({ token, email: user.email, password: 'fresh-pass', password_confirmation: 'fresh-pass' });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('auth.reset_token_invalid');
    } finally {
      t.clock.advance(-(60 * 60 * 1000 + 1000));
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: user.email, password: user.password } })).statusCode).toBe(200);
  });

  it('rejects a link used with another email, an unknown token, and an older link once a newer one was sent', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    await forgot(user.email);
    const first = await mailedToken(user.email);
    const body = { password: 'fresh-pass', password_confirmation: 'fresh-pass' };
    expect((await reset({ ...body, token: first, email: other.email })).json().code).toBe('auth.reset_token_invalid');
    expect((await reset({ ...body, token: 'A'.repeat(43), email: user.email })).json().code).toBe('auth.reset_token_invalid');

    await forgot(user.email);
    const second = (await mailsTo(user.email, 2)).map((raw) => resetLinkIn(raw).token).find((token) => token !== first) ?? '';
    expect(second).not.toBe('');
    expect((await reset({ ...body, token: first, email: user.email })).json().code).toBe('auth.reset_token_invalid');
    expect((await reset({ ...body, token: second, email: user.email.toUpperCase() })).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'fresh-pass', password_confirmation: 'fresh-pazz' }, 'password_confirmation', 'Passwords do not match!'],
    [{ password: 'short', password_confirmation: 'short' }, 'password', 'Password must be at least 6 characters.'],
    [{ email: 'x', password: 'fresh-pass', password_confirmation: 'fresh-pass' }, 'email', 'Invalid email address.'],
    [{ token: '', password: 'fresh-pass', password_confirmation: 'fresh-pass' }, 'token', 'This password reset link is invalid or has expired.'],
  ])('validates %j with 422 on %s', async (payload, field, message) => {
    const res = await reset({ token: 'A'.repeat(43), email: 'someone@example.om', ...payload });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)[field]).toEqual([message]);
  });
});
