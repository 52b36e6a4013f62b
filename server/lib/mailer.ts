import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';
import { generateToken } from './tokens';

export type TMailMessage = { to: string; subject: string; text: string; html: string };

/**
 * Outgoing mail. One instance per app (`app.mailer`), shared by every module. Transports are not pooled
 * (unless SMTP_URL asks for ?pool=true): one connection per message, nothing to close on shutdown.
 */
export interface Mailer {
  send(message: TMailMessage): Promise<void>;
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
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info({ subject: message.subject }, 'mail sent over SMTP');
      },
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
      log.info(`mail "${message.subject}" written to ${file} (no SMTP_URL set)`);
    },
  };
}
