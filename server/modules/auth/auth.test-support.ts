import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp, type App } from '../../app';
import { loadConfig, type AppConfig } from '../../config';
import { createTestDatabase } from '../../db/test-db';
import type { AuthPluginOptions } from '../../plugins/auth';

/** A clock tests can move; the accounts code reads time only through it. */
export type TestClock = { now: () => Date; advance(ms: number): void };

export function createTestClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
}

export type AuthTestApp = { app: App; config: AppConfig; clock: TestClock; close(): Promise<void> };

/**
 * Like createTestApp (server/test/test-app.ts), plus the accounts options: a movable clock and rate
 * limits. Limits default to generous values so unrelated tests never trip them; the rate-limit tests
 * pass the limits they exercise.
 */
export async function createAuthTestApp(
  opts: { env?: Record<string, string>; rateLimits?: AuthPluginOptions['rateLimits']; routes?: (app: App) => void } = {},
): Promise<AuthTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-auth-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0', WEB_DIST_DIR: path.join(dataDir, 'no-web'), LOG_LEVEL: 'silent', ...opts.env });
  const clock = createTestClock();
  const generous = { max: 1000, timeWindow: '1 minute' };
  const rateLimits = {
    loginPerIp: generous,
    loginPerIdentifier: generous,
    registerPerIp: generous,
    forgotPasswordPerIp: generous,
    forgotPasswordPerEmail: generous,
    resetPasswordPerIp: generous,
    otpVerifyPerUser: generous,
    otpResendPerUser: generous,
    phoneUpdatePerUser: generous,
    ...opts.rateLimits,
  };
  const database = await createTestDatabase();
  const app = await buildApp(config, { database, logger: false, auth: { now: clock.now, rateLimits } });
  // Extra routes (e.g. ones guarded by requireRole) must be added before the app is ready.
  opts.routes?.(app);
  await app.ready();
  return {
    app,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** A fresh, unique email per call so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.om`;
}

const mobileBase = Math.floor(Math.random() * 5_000_000);

/** A fresh Omani mobile (8 digits starting with 9) per call, never repeated within a test file. */
export function uniqueMobile(): string {
  counter += 1;
  return `9${String(mobileBase + counter).padStart(7, '0')}`;
}

export type RegisteredUser = { id: number; email: string; password: string; token: string; phone: string | null };

export async function registerUser(
  app: App,
  overrides: { email?: string; password?: string; mobile?: string; name?: string; locale?: 'en' | 'ar' } = {},
): Promise<RegisteredUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'secret123';
  counter += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    // Its own address per account, so per-IP register limits only bite where a test means them to.
    remoteAddress: `10.255.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`,
    payload: {
      name: overrides.name ?? 'Test Person',
      email,
      password,
      country_code: '+968',
      agree_terms: true,
      ...(overrides.mobile ? { mobile: overrides.mobile } : {}),
      ...(overrides.locale ? { locale: overrides.locale } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return { id: data.user.id, email, password, token: data.token, phone: data.user.phone };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The newest OTP texted to `phone`, read from the outbox provider's sms.log (the real provider). */
export async function lastOtpFor(config: AppConfig, phone: string): Promise<string> {
  const log = await readFile(path.join(config.outboxDir, 'sms.log'), 'utf8');
  const lines = log.trim().split('\n').filter((line) => line.split('\t')[1] === phone);
  const code = /(\d{6})\s*$/.exec(lines.at(-1)?.split('\t')[2] ?? '')?.[1];
  if (!code) throw new Error(`no OTP in sms.log for ${phone}`);
  return code;
}

export async function smsLines(config: AppConfig): Promise<string[]> {
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

/** The decoded leaf parts of a raw multipart/alternative message, enough to read what nodemailer writes. */
export function mailParts(raw: string): { headers: string; parts: MailPart[] } {
  const [headers = ''] = raw.split(/\r?\n\r?\n/);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const parts = chunks.map((chunk) => {
    const [partHeaders = '', ...bodyLines] = chunk.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const body = bodyLines.join('\n\n');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHeaders)?.[1]?.toLowerCase();
    const contentType = /content-type:\s*([^;\r\n]+)/i.exec(partHeaders)?.[1]?.trim() ?? 'text/plain';
    const decoded =
      encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
    return { contentType, body: decoded };
  });
  return { headers, parts };
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

export function errorsOf(res: LightMyRequestResponse): Record<string, string[]> {
  return res.json().errors ?? {};
}

export type TestSmtpServer = { port: number; messages: { to: string[]; raw: string }[]; waitFor(to: string): Promise<string>; close(): Promise<void> };

/**
 * A real SMTP server on 127.0.0.1 and a random port that keeps what it receives. STARTTLS is disabled
 * (no certificate in tests) and AUTH is optional, like a local relay.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
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
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    const listener = server.listen(0, '127.0.0.1', () => {
      const address = listener.address();
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
