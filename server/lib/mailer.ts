import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';
import { generateToken } from './tokens';

/** A file sent with a mail; with `cid`, an image the HTML shows inline (`<img src="cid:…">`). */
export type TMailAttachment = { filename: string; contentType: string; content: Buffer | string; cid?: string };

export type TMailMessage = { to: string; subject: string; text: string; html: string; attachments?: TMailAttachment[] };

/**
 * Outgoing mail. One instance per app (`app.mailer`), used only by the outbox worker
 * (server/modules/outbox): modules enqueue, the worker calls send(). Over SMTP the transport is pooled
 * (a few kept-open connections, unless SMTP_URL sets ?pool=false); close() ends it on shutdown.
 */
export interface Mailer {
  send(message: TMailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP_URL with defaults for what it does not set (nodemailer reads options from the query): pooling, as
 * the worker sends batches, and timeouts well below the outbox lease (OUTBOX_LEASE_SECONDS, 120 s by
 * default) so a hung send never outlives its claim.
 */
function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { pool: 'true', connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The From address: no MAIL_FROM variable, so it follows the public host the links point at. */
function senderFor(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  const domain = host.includes('.') ? host.replace(/^www\./, '') : 'tadhkira.local';
  return `Tadhkira <no-reply@${domain}>`;
}

/**
 * SMTP when SMTP_URL is set (smtp:// or smtps://, options as query parameters, e.g. ?ignoreTLS=true).
 * Without it every message is written as an .eml file to DATA_DIR/outbox/, so a fresh install can still
 * complete a password reset by opening the file.
 */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'outboxDir' | 'publicUrl'>, log: FastifyBaseLogger): Mailer {
  const from = senderFor(config.publicUrl);
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(transportUrl(config.smtpUrl));
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.debug('mail sent over SMTP');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // Created on first use, once: booking confirmations are on the hot path.
  let outboxReady: Promise<unknown> | undefined;
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      if (!Buffer.isBuffer(info.message)) throw new Error('mail outbox: expected a buffered message');
      await (outboxReady ??= mkdir(config.outboxDir, { recursive: true }).catch((error: unknown) => {
        outboxReady = undefined;
        throw error;
      }));
      // Time first so `ls` lists messages in order; the random part keeps same-millisecond mails apart.
      const file = path.join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${generateToken(6)}.eml`);
      await writeFile(file, info.message);
      log.info(`mail written to ${file} (no SMTP_URL set)`);
    },
    close: () => transport.close(),
  };
}
