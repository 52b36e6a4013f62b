import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailParts, startTestSmtpServer, type TestSmtpServer } from '../test/outbox';
import { createMailer } from './mailer';

function recordingLogger(lines: string[]): FastifyBaseLogger {
  const noop = () => undefined;
  const info = (...args: unknown[]) => void lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  return { level: 'info', fatal: noop, error: noop, warn: noop, info, debug: noop, trace: noop, silent: noop, child: () => recordingLogger(lines) };
}

const message = {
  to: 'reader@example.om',
  subject: 'مرحبًا / Hello',
  text: 'Plain body with a link https://example.om/x?y=1&z=2',
  html: '<p dir="rtl">مرحبًا</p>',
};

describe('outbox mailer (no SMTP_URL)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-mail-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file in the outbox and logs one line', async () => {
    const lines: string[] = [];
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, publicUrl: 'https://tickets.example.om' }, recordingLogger(lines));
    await mailer.send(message);
    await mailer.send({ ...message, to: 'second@example.om' });
    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[A-Za-z0-9_-]+\.eml$/);
    const raw = await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^From: Tadhkira <no-reply@tickets\.example\.om>$/m);
    expect(raw).toMatch(/^To: reader@example\.om$/m);
    const parts = mailParts(raw).parts;
    expect(parts.find((p) => p.contentType === 'text/plain')?.body).toContain('https://example.om/x?y=1&z=2');
    expect(parts.find((p) => p.contentType === 'text/html')?.body).toContain('<p dir="rtl">مرحبًا</p>');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(path.join(outboxDir, files[0] ?? ''));
  });
});

describe('SMTP mailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => smtp?.close());

  it('delivers over SMTP to the server of SMTP_URL', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir: '/nonexistent', publicUrl: 'http://localhost:3000' },
      recordingLogger([]),
    );
    await mailer.send(message);
    // Pooled: the connection stays open for the next message until close().
    mailer.close();
    const raw = await smtp.waitFor('reader@example.om');
    // Hosts without a dot (localhost) get a placeholder domain rather than an invalid address.
    expect(raw).toMatch(/^From: Tadhkira <no-reply@tadhkira\.local>$/m);
    expect(mailParts(raw).parts.find((p) => p.contentType === 'text/html')?.body).toContain('مرحبًا');
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: '/nonexistent', publicUrl: 'http://localhost:3000' }, recordingLogger([]));
    await expect(mailer.send(message)).rejects.toThrow();
  });
});
