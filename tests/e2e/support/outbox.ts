import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The e2e server's outbox (scripts/e2e-server.mjs): mails as .eml files, texts appended to sms.log. */
export const OUTBOX_DIR = path.join(process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'tadhkira-e2e'), 'outbox');

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The 6-digit code of the newest SMS to `phone` (E.164), or null while none has arrived. */
export async function latestOtpFor(phone: string): Promise<string | null> {
  const log = await readIfExists(path.join(OUTBOX_DIR, 'sms.log'));
  if (log === null) return null;
  const lines = log.split('\n').filter((line) => line.split('\t')[1] === phone);
  const code = lines.at(-1)?.match(/\b(\d{6})\b/);
  return code?.[1] ?? null;
}

/** Undoes quoted-printable: soft line breaks and =XX escapes (nodemailer writes the text part this way). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Path and query of the reset link in the newest mail to `email` (`/reset-password/{token}?email=…`), or null. */
export async function latestResetLinkFor(email: string): Promise<string | null> {
  let files: string[];
  try {
    files = (await readdir(OUTBOX_DIR))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
  } catch {
    return null;
  }
  for (const name of files) {
    const mail = decodeQuotedPrintable(await readFile(path.join(OUTBOX_DIR, name), 'utf8'));
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail)) continue;
    const link = mail.match(/https?:\/\/[^/\s]+(\/reset-password\/[^\s"<?]+\?email=[^\s"<]+)/);
    if (link?.[1]) return link[1];
  }
  return null;
}

/** How long a text or mail may take: the server's outbox worker delivers within a second or two (docs/architecture.md §4 Outbox). */
export const OUTBOX_WAIT_MS = 10_000;

async function poll<T>(read: () => Promise<T | null>, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`no ${what} in ${OUTBOX_DIR} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest code texted to `phone`, waiting up to OUTBOX_WAIT_MS for one (other than `previous`) to arrive. */
export function waitForOtpFor(phone: string, options: { previous?: string | null; timeoutMs?: number } = {}): Promise<string> {
  return poll(
    async () => {
      const code = await latestOtpFor(phone);
      return code !== null && code !== options.previous ? code : null;
    },
    `OTP for ${phone}`,
    options.timeoutMs ?? OUTBOX_WAIT_MS,
  );
}

/** The reset link of the newest mail to `email`, waiting up to OUTBOX_WAIT_MS for it to arrive. */
export function waitForResetLinkFor(email: string, timeoutMs = OUTBOX_WAIT_MS): Promise<string> {
  return poll(() => latestResetLinkFor(email), `reset mail to ${email}`, timeoutMs);
}
