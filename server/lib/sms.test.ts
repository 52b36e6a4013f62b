import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createHttpSmsProvider, createOutboxSmsProvider, SmsDeliveryError } from './sms';

function silentLogger(): FastifyBaseLogger {
  const noop = () => undefined;
  return { level: 'silent', fatal: noop, error: noop, warn: noop, info: noop, debug: noop, trace: noop, silent: noop, child: () => silentLogger() };
}

const log = silentLogger();

type Received = { headers: IncomingMessage['headers']; body: string };

/** A local SMS gateway: answers with `status` after `delayMs` and keeps what it was sent. */
async function startGateway(status: number, delayMs = 0): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      setTimeout(
        () => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status < 300, detail: 'gateway says no' })),
        delayMs,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo; // listen() on a TCP port always yields an AddressInfo
  return { url: `http://127.0.0.1:${port}/send`, received, server };
}

describe('outbox SMS provider', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-sms-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('appends one tab-separated line per message to sms.log, newlines flattened', async () => {
    const sms = createOutboxSmsProvider(path.join(dir, 'outbox'), log);
    await sms.send('+96891234567', 'Your Tadhkira code is 123456');
    await sms.send('+96871234567', 'two\nlines');
    const lines = (await readFile(path.join(dir, 'outbox', 'sms.log'), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\t\+96891234567\tYour Tadhkira code is 123456$/);
    expect(lines[1]?.split('\t')[2]).toBe('two lines');
  });
});

describe('HTTP SMS provider', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('POSTs {to, text} as JSON with the bearer token', async () => {
    const gateway = await startGateway(202);
    servers.push(gateway.server);
    await createHttpSmsProvider({ url: gateway.url, token: 'gw-secret' }, log).send('+96891234567', 'رمز التحقق في تذكرة هو 123456');
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]?.headers.authorization).toBe('Bearer gw-secret');
    expect(gateway.received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(gateway.received[0]?.body ?? '')).toEqual({ to: '+96891234567', text: 'رمز التحقق في تذكرة هو 123456' });
  });

  it('throws a clear error on a non-2xx answer', async () => {
    const gateway = await startGateway(500);
    servers.push(gateway.server);
    const sending = createHttpSmsProvider({ url: gateway.url }, log).send('+96891234567', 'hi');
    await expect(sending).rejects.toThrow(SmsDeliveryError);
    await expect(createHttpSmsProvider({ url: gateway.url }, log).send('+96891234567', 'hi')).rejects.toThrow(
      /^SMS gateway 127\.0\.0\.1:\d+ answered 500: .*gateway says no/,
    );
  });

  it('gives up after the timeout', async () => {
    const gateway = await startGateway(200, 1000);
    servers.push(gateway.server);
    await expect(createHttpSmsProvider({ url: gateway.url, timeoutMs: 100 }, log).send('+96891234567', 'hi')).rejects.toThrow(/no answer within 0\.1 s/);
  });

  it('reports an unreachable gateway', async () => {
    await expect(createHttpSmsProvider({ url: 'http://127.0.0.1:1/send' }, log).send('+96891234567', 'hi')).rejects.toThrow(/unreachable/);
  });
});

describe('SMS configuration', () => {
  it('defaults to the outbox provider', () => {
    expect(loadConfig({})).toMatchObject({ smsProvider: 'outbox', smsHttpUrl: undefined, smsHttpToken: undefined });
  });

  it('reads the HTTP provider settings', () => {
    expect(loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.om/send', SMS_HTTP_TOKEN: 't0k' })).toMatchObject({
      smsProvider: 'http',
      smsHttpUrl: 'https://sms.example.om/send',
      smsHttpToken: 't0k',
    });
  });

  it('refuses http without a URL, and unknown providers, naming the variable', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL is required when SMS_PROVIDER=http/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER must be outbox or http/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://x' })).toThrow(/SMS_HTTP_URL must be an http\(s\) URL/);
  });
});
