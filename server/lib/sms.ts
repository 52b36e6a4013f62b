import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { maskPhone } from './phone';
import { unreachableReason } from './unreachable';

/** Outgoing SMS. One instance per app (`app.sms`); `to` is E.164. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
  }
}

export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}

/** Appends `ISO-time<TAB>+968…<TAB>message` lines to `${outboxDir}/sms.log`: the default, for setups without a gateway. */
export function createOutboxSmsProvider(outboxDir: string, log: FastifyBaseLogger): SmsProvider {
  const file = path.join(outboxDir, 'sms.log');
  return {
    async send(to, text) {
      await mkdir(outboxDir, { recursive: true });
      // One message per line, whatever the text holds, so the log stays machine-readable.
      await appendFile(file, `${new Date().toISOString()}\t${to}\t${text.replace(/[\t\r\n]+/g, ' ')}\n`, 'utf8');
      log.info(`SMS to ${maskPhone(to)} written to ${file}`);
    },
  };
}

/**
 * A generic gateway: POST {to, text} as JSON with a bearer token. Most Omani aggregators can be fronted
 * this way; anything but 2xx within the timeout is an error the caller reports.
 */
export function createHttpSmsProvider(options: { url: string; token?: string | undefined; timeoutMs?: number }, log: FastifyBaseLogger): SmsProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(to, text) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = unreachableReason(error, timeoutMs);
        throw new SmsDeliveryError(`SMS gateway ${new URL(options.url).host} unreachable: ${reason}`, { cause: error });
      }
      if (!response.ok) {
        const body = (await response.text().catch(() => '')).slice(0, 200);
        throw new SmsDeliveryError(`SMS gateway ${new URL(options.url).host} answered ${response.status}${body ? `: ${body}` : ''}`);
      }
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      log.info(`SMS to ${maskPhone(to)} accepted by the gateway`);
    },
  };
}

export function createSmsProvider(config: Pick<AppConfig, 'smsProvider' | 'smsHttpUrl' | 'smsHttpToken' | 'outboxDir'>, log: FastifyBaseLogger): SmsProvider {
  if (config.smsProvider === 'http') {
    if (!config.smsHttpUrl) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
    return createHttpSmsProvider({ url: config.smsHttpUrl, token: config.smsHttpToken }, log);
  }
  return createOutboxSmsProvider(config.outboxDir, log);
}
