import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/*
 * Malformed HTTP answers in the envelope (docs/architecture.md §7), on a real socket: these requests never become a
 * Fastify request, so app.inject cannot send them.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

/** Sends raw bytes and reads until the server closes the connection (or 5 s pass). */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => socket.destroy(new Error(`no answer within 5 s: ${JSON.stringify(data)}`)), 5000);
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

function expectEnvelope(res: { status: number; headers: string; body: string }, status: number, code: string): void {
  expect(res.status).toBe(status);
  expect(res.headers.toLowerCase()).toContain('content-type: application/json');
  expect(JSON.parse(res.body)).toMatchObject({ success: false, code, message: expect.any(String) });
}

const json = '{"email":"a@b.om"}';

describe('malformed HTTP', () => {
  it('a Content-Length that is not a number → 400 in the envelope', async () => {
    expectEnvelope(
      await raw(`POST /api/join-community HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n${json}`),
      400,
      'request.malformed',
    );
  });

  it('two different Content-Length headers → 400 in the envelope', async () => {
    expectEnvelope(
      await raw(`POST /api/join-community HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 18\r\nContent-Length: 5\r\n\r\n${json}`),
      400,
      'request.malformed',
    );
  });

  it('both Content-Length and Transfer-Encoding: chunked → 400 in the envelope (no request smuggling)', async () => {
    expectEnvelope(
      await raw(
        `POST /api/join-community HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n12\r\n${json}\r\n0\r\n\r\n`,
      ),
      400,
      'request.malformed',
    );
  });

  it('a broken request line → 400 in the envelope', async () => {
    expectEnvelope(await raw('GET /api/health HTTP/9\r\nHost: x\r\n\r\n'), 400, 'request.malformed');
  });

  it('a URL that is not valid percent-encoding → 400 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'request.malformed' });
  });

  it('a body that is not JSON, or not the declared content type, answers in the envelope', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/join-community', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'request.malformed' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/join-community',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.om',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ success: false, code: 'request.unsupported_media_type' });
  });

  it('a well-formed request on the same server still works', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(200);
  });
});
