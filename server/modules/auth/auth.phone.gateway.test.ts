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
  t = await createTestApp({ env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`, SMS_HTTP_TOKEN: 'secret' }, manualOutbox: true });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

describe('OTP through an HTTP SMS gateway', () => {
  it('registers while the gateway fails, retries the queued text with backoff, and verifies once the gateway works', async () => {
    status = 500;
    const mobile = uniqueMobile();
    const user = await registerUser(t.app, { mobile });
    // The code was queued with the account; the gateway refuses it, so it stays queued for a retry.
    expect(await t.app.outbox.drain()).toEqual({ sent: 0, retrying: 1, expired: 0 });
    expect(texts).toEqual([]);

    status = 200;
    // Not due yet: the retry waits (5 s ± 20 % after the first attempt).
    expect(await t.app.outbox.drain()).toEqual({ sent: 0, retrying: 0, expired: 0 });
    t.clock.advance(10_000);
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, retrying: 0, expired: 0 });
    const text = texts.find((m) => m.to === `+968${mobile}`)?.text ?? '';
    expect(text).toMatch(/^Your Tadhkira code is \d{6}$/);
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', headers: bearer(user.token), payload: { otp: text.slice(-6) } });
    expect(verified.statusCode).toBe(200);
  });

  it('gives a text up once its code has expired, never sending a dead code', async () => {
    status = 500;
    const mobile = uniqueMobile();
    await registerUser(t.app, { mobile });
    expect((await t.app.outbox.drain()).retrying).toBe(1);
    t.clock.advance(11 * 60_000);
    status = 200;
    expect(await t.app.outbox.drain()).toEqual({ sent: 0, retrying: 0, expired: 1 });
    expect(texts.filter((m) => m.to === `+968${mobile}`)).toEqual([]);
  });
});
