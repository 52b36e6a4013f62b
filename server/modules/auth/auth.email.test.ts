import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZConfirmEmailResponseSchema, ZPendingEmailChangeResponseSchema } from '../../../contract/auth';
import { emailChanges, users } from '../../db/schema';
import { bearer, errorsOf, registerUser, uniqueEmail } from '../../test/fixtures';
import { mailParts } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Changing the email (docs/product.md §4, §7): the current password asks, a single-use link to the
 * NEW address confirms, the OLD address is told, and until then the account keeps the old address.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://tickets.example.om' } });
});
afterAll(async () => t?.close());

const HOUR = 60 * 60 * 1000;

function requestChange(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/email', headers: bearer(token), payload });
}

function pending(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/email', headers: bearer(token) });
}

function confirm(token: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/auth/email/confirm', payload: { token } });
}

/** Every mail to `to` in the outbox, once there are at least `count` (the server writes them after answering). */
async function mailsTo(to: string, count = 1): Promise<string[]> {
  const header = new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi');
  for (let i = 0; i < 100; i++) {
    const files = (await readdir(t.config.outboxDir).catch(() => [])).filter((f) => f.endsWith('.eml'));
    const raws = await Promise.all(files.map((file) => readFile(path.join(t.config.outboxDir, file), 'utf8')));
    const found = raws.filter((raw) => header.test(raw));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} mails to ${to} in the outbox`);
}

function textOf(raw: string): string {
  return mailParts(raw).parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
}

/** The token of the newest confirmation link mailed to `to`. */
async function confirmTokenFor(to: string, count = 1): Promise<string> {
  const raws = await mailsTo(to, count);
  const tokens = raws.map((raw) => /https:\/\/tickets\.example\.om\/confirm-email\/(\S+)/.exec(textOf(raw))?.[1]).filter(Boolean);
  const token = tokens.at(-1);
  if (!token) throw new Error(`no confirmation link mailed to ${to}`);
  return decodeURIComponent(token);
}

async function emailOf(id: number): Promise<{ email: string; verified: boolean }> {
  const [row] = await t.app.db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, id));
  return { email: row?.email ?? '', verified: Boolean(row?.verifiedAt) };
}

describe('POST /api/auth/email', () => {
  it('needs the current password: a wrong one changes nothing and sends nothing', async () => {
    const user = await registerUser(t.app);
    const res = await requestChange(user.token, { email: uniqueEmail('new'), current_password: 'not-the-password' });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ current_password: ['The current password is incorrect.'] });
    const rows = await t.app.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(rows).toEqual([]);
    const missing = await requestChange(user.token, { email: uniqueEmail('new') });
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing)).toHaveProperty('current_password');
  });

  it('refuses the current email and one another account has', async () => {
    const other = await registerUser(t.app);
    const user = await registerUser(t.app);
    const same = await requestChange(user.token, { email: user.email.toUpperCase(), current_password: user.password });
    expect(same.statusCode).toBe(422);
    expect(errorsOf(same)).toEqual({ email: ['This is already your email.'] });
    const taken = await requestChange(user.token, { email: other.email, current_password: user.password });
    expect(taken.statusCode).toBe(422);
    expect(errorsOf(taken)).toEqual({ email: ['This email is already registered.'] });
  });

  it('keeps the old address until confirmed, mails a link to the new one and a notice to the old one', async () => {
    const user = await registerUser(t.app);
    const next = uniqueEmail('next');
    const res = await requestChange(user.token, { email: next.toUpperCase(), current_password: user.password });
    expect(res.statusCode).toBe(200);
    const body = ZPendingEmailChangeResponseSchema.parse(res.json());
    expect(body.data.pending_email).toBe(next);
    expect(new Date(body.data.expires_at ?? '').getTime() - t.clock.now().getTime()).toBeGreaterThan(23 * HOUR);
    expect(res.headers['cache-control']).toBe('no-store');

    expect(await emailOf(user.id)).toEqual({ email: user.email, verified: false });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) });
    expect(me.json().data.user.email).toBe(user.email);
    expect((await pending(user.token)).json().data).toEqual(body.data);

    const token = await confirmTokenFor(next);
    const [notice] = await mailsTo(user.email);
    expect(textOf(notice ?? '')).toContain(next);
    expect(textOf(notice ?? '')).not.toContain('/confirm-email/');
    // Stored hashed, like reset tokens.
    const [row] = await t.app.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // Still logs in with the old address only.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: next, password: user.password } })).statusCode).toBe(401);
  });

  it('writes the mails in the account\u2019s language', async () => {
    const user = await registerUser(t.app, { locale: 'ar' });
    const next = uniqueEmail('arabic');
    expect((await requestChange(user.token, { email: next, current_password: user.password })).statusCode).toBe(200);
    const [confirmMail] = await mailsTo(next);
    expect(textOf(confirmMail ?? '')).toContain('تأكيد');
    const html = mailParts(confirmMail ?? '').parts.find((part) => part.contentType === 'text/html')?.body ?? '';
    expect(html).toContain('dir="rtl"');
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/email', payload: { email: uniqueEmail(), current_password: 'x' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/email' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/email/confirm', () => {
  it('sets the new email (verified) once: the link cannot be used twice', async () => {
    const user = await registerUser(t.app);
    const next = uniqueEmail('confirmed');
    await requestChange(user.token, { email: next, current_password: user.password });
    const token = await confirmTokenFor(next);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(ZConfirmEmailResponseSchema.parse(res.json()).data).toEqual({ message: 'Your email has been changed.', email: next });
    expect(await emailOf(user.id)).toEqual({ email: next, verified: true });
    expect((await pending(user.token)).json().data).toEqual({ pending_email: null, expires_at: null });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: next, password: user.password } });
    expect(login.statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('auth.email_change_invalid');
  });

  it('refuses an unknown, expired or replaced link', async () => {
    expect((await confirm('no-such-token-at-all')).json().code).toBe('auth.email_change_invalid');
    expect((await confirm('')).statusCode).toBe(422);

    const user = await registerUser(t.app);
    const first = uniqueEmail('first');
    await requestChange(user.token, { email: first, current_password: user.password });
    const firstToken = await confirmTokenFor(first);
    const second = uniqueEmail('second');
    await requestChange(user.token, { email: second, current_password: user.password });
    const secondToken = await confirmTokenFor(second);
    expect((await confirm(firstToken)).json().code).toBe('auth.email_change_invalid');

    t.clock.advance(25 * HOUR);
    try {
      const expired = await confirm(secondToken);
      expect(expired.statusCode).toBe(422);
      expect(expired.json().code).toBe('auth.email_change_invalid');
    } finally {
      t.clock.advance(-25 * HOUR);
    }
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it('answers 409 when another account took the address before the link was opened', async () => {
    const user = await registerUser(t.app);
    const wanted = uniqueEmail('wanted');
    await requestChange(user.token, { email: wanted, current_password: user.password });
    const token = await confirmTokenFor(wanted);
    await registerUser(t.app, { email: wanted });

    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('auth.email_taken');
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it('two accounts confirming the same new address: one gets it, the other 409', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const wanted = uniqueEmail('contested');
    await requestChange(a.token, { email: wanted, current_password: a.password });
    await requestChange(b.token, { email: wanted, current_password: b.password });
    const tokens = await mailsTo(wanted, 2).then((raws) => raws.map((raw) => decodeURIComponent(/\/confirm-email\/(\S+)/.exec(textOf(raw))?.[1] ?? '')));
    const answers = await Promise.all(tokens.map((token) => confirm(token)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const holders = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, wanted));
    expect(holders).toHaveLength(1);
  });
});
