import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/fixtures';
import { mailParts, resetLinkIn, startTestSmtpServer, type TestSmtpServer } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://tadhkira.example.om' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('password reset over real SMTP', () => {
  it('delivers the reset mail to the SMTP server, and the mailed link resets the password', async () => {
    const user = await registerUser(t.app, { name: 'Maryam' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);

    const raw = await smtp.waitFor(user.email);
    expect(raw).toMatch(/^Subject: Reset your Tadhkira password$/m);
    expect(raw).toMatch(/^From: Tadhkira <no-reply@tadhkira\.example\.om>$/m);
    const text = mailParts(raw).parts.find((p) => p.contentType === 'text/plain')?.body ?? '';
    expect(text).toContain('Hello Maryam,');
    const link = resetLinkIn(raw);
    expect(link.url.origin).toBe('https://tadhkira.example.om');
    expect(link.email).toBe(user.email);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link.token, email: link.email, password: 'smtp-new-pass', password_confirmation: 'smtp-new-pass' },
    });
    expect(done.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: user.email, password: 'smtp-new-pass' } });
    expect(login.statusCode).toBe(200);
  });

  it('writes nothing to the outbox when SMTP is configured', async () => {
    const files = await readdir(t.config.outboxDir).catch(() => []);
    expect(files.filter((f) => f.endsWith('.eml'))).toEqual([]);
  });
});
