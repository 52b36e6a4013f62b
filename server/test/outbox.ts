import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { AppConfig } from '../config';

/*
 * What the app sent, read where real providers deliver it: the outbox provider's sms.log, raw mail as
 * nodemailer writes it, and a real SMTP server that keeps what it receives.
 */

/*
 * Texts and mails leave through the outbox worker (docs/architecture.md §4 Outbox), after the answer.
 * createTestApp registers its app's drain() here, so the readers below first deliver everything queued.
 */
const drains = new WeakMap<AppConfig, () => Promise<unknown>>();

export function registerOutboxDrain(config: AppConfig, drain: () => Promise<unknown>): void {
  drains.set(config, drain);
}

/** Delivers everything the app of `config` has queued and is due (a no-op for configs of no test app). */
export async function drainOutbox(config: AppConfig): Promise<void> {
  await drains.get(config)?.();
}

/** The newest OTP texted to `phone`, read from the outbox provider's sms.log (the real provider). */
export async function lastOtpFor(config: AppConfig, phone: string): Promise<string> {
  await drainOutbox(config);
  const log = await readFile(path.join(config.outboxDir, 'sms.log'), 'utf8');
  const lines = log
    .trim()
    .split('\n')
    .filter((line) => line.split('\t')[1] === phone);
  const code = /(\d{6})\s*$/.exec(lines.at(-1)?.split('\t')[2] ?? '')?.[1];
  if (!code) throw new Error(`no OTP in sms.log for ${phone}`);
  return code;
}

export async function smsLines(config: AppConfig): Promise<string[]> {
  await drainOutbox(config);
  const log = await readFile(path.join(config.outboxDir, 'sms.log'), 'utf8').catch(() => '');
  return log.split('\n').filter(Boolean);
}

/** Undoes quoted-printable (soft line breaks, =XX). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export type MailPart = { contentType: string; body: string };

function leafParts(headers: string, body: string): MailPart[] {
  const contentType = /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim().toLowerCase() ?? 'text/plain';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (contentType.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((chunk) => {
        const [partHeaders = '', ...bodyLines] = chunk.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
        return leafParts(partHeaders, bodyLines.join('\n\n'));
      });
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return [{ contentType, body: decoded }];
}

/**
 * The decoded leaf parts of a raw message, through nested multiparts (a mail with inline images and an
 * attachment is mixed → related → alternative), enough to read what nodemailer writes.
 */
export function mailParts(raw: string): { headers: string; parts: MailPart[] } {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  return { headers, parts: leafParts(headers, rest.join('\n\n')) };
}

/** The reset link of a raw (RFC 822) reset mail: its token and email. */
export function resetLinkIn(rawMail: string): { url: URL; token: string; email: string } {
  const text = mailParts(rawMail).parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
  const match = /https?:\/\/\S+\/reset-password\/\S+/.exec(text);
  if (!match) throw new Error('no reset link in the mail');
  const url = new URL(match[0]);
  const token = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
  return { url, token, email: url.searchParams.get('email') ?? '' };
}

export type TestSmtpServer = { port: number; messages: { to: string[]; raw: string }[]; waitFor(to: string): Promise<string>; close(): Promise<void> };

/**
 * A real SMTP server on 127.0.0.1 and a random port (or `port`) that keeps what it receives. STARTTLS is disabled
 * (no certificate in tests) and AUTH is optional, like a local relay.
 */
export async function startTestSmtpServer(options: { port?: number; delayMs?: number } = {}): Promise<TestSmtpServer> {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // With delayMs, a slow relay: the message is accepted (and kept) only after the wait.
        setTimeout(() => {
          messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    const listener = server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = listener.address();
      // A client that vanishes mid-message (a killed sender) is that client's problem, not the server's.
      server.on('error', () => undefined);
      if (address && typeof address === 'object') resolve(address.port);
      else reject(new Error('SMTP test server has no port'));
    });
  });
  return {
    port,
    messages,
    async waitFor(to) {
      for (let i = 0; i < 250; i++) {
        const found = messages.find((m) => m.to.includes(to));
        if (found) return found.raw;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to} reached the SMTP server`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP port that was free a moment ago (for a server a test starts later, e.g. SMTP that "comes back"). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
