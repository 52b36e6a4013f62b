import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp, type TestApp } from './test/test-app';

/*
 * A server nobody can hold open (docs/architecture.md §7): a request whose headers or body trickle in gets
 * 408 and its socket closed once REQUEST_TIMEOUT_SECONDS have passed. Here the timeout is 1 s; the default
 * is 30 s.
 */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => t?.close());

type TTrickle = { answer: string; closedAfterMs: number };

/** Sends `head` at once, then `drip` one byte every 100 ms, until the server answers and closes, or 6 s pass. */
function trickle(head: string, drip: string): Promise<TTrickle> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (socket.writable) socket.write(drip[i++ % drip.length]!);
    }, 100);
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server kept the socket open for 6 s; answer so far: ${JSON.stringify(answer)}`));
    }, 6000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
    socket.write(head);
  });
}

describe('slow requests', () => {
  it('a body trickling in one byte at a time gets 408 in the envelope and its socket closed soon after the timeout', async () => {
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"login":"';
    const { answer, closedAfterMs } = await trickle(head, 'aaaaaaaaaa');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"request.invalid"');
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(2500);
  });

  it('headers trickling in never reach a route and are cut off the same way', async () => {
    const { answer, closedAfterMs } = await trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'abcdefgh');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(2500);
  });

  it('a request that arrives in time is answered as usual, and the default timeout is 30 s', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(t.app.server.requestTimeout).toBe(1000);
    expect(t.app.server.keepAliveTimeout).toBeGreaterThan(0);
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
  });
});
