import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, uniqueMobile } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A local SMS gateway whose answer the test switches between failure and success. */
let status = 500;
const texts: { to: string; text: string }[] = [];
let gateway: Server;
let t: TestApp;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (status < 300) texts.push(JSON.parse(body) as { to: string; text: string }); // the app sends exactly {to, text}
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo; // a TCP listen always has an AddressInfo
  t = await createTestApp({ env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`, SMS_HTTP_TOKEN: 'secret' } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

describe('OTP through an HTTP SMS gateway', () => {
  it('registers even when the gateway fails, answers 503 auth.sms_failed on resend without a wait, then verifies once the gateway works', async () => {
    status = 500;
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });

    const failed = await t.app.inject({ method: 'POST', url: '/api/auth/phone/resend-otp', headers: bearer(user.token) });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ success: false, code: 'auth.sms_failed' });
    // The unsent code was dropped, so retrying right away is not "too soon".
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/phone/resend-otp', headers: bearer(user.token) })).statusCode).toBe(503);

    status = 200;
    const sent = await t.app.inject({ method: 'POST', url: '/api/auth/phone/resend-otp', headers: bearer(user.token) });
    expect(sent.statusCode).toBe(200);
    const text = texts.find((m) => m.to === `+968${mobile}`)?.text ?? '';
    expect(text).toMatch(/^Your Tadhkira code is \d{6}$/);
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', headers: bearer(user.token), payload: { otp: text.slice(-6) } });
    expect(verified.statusCode).toBe(200);
  });
});
