import type { DbExecutor } from '../../db/client';
import type { TMailMessage } from '../../lib/mailer';
import { smsCapReached } from './outbox.errors';
import { countSmsSince, insertMail, insertSms, insertTemplateMail, lockSmsCaps } from './outbox.repository';
import type { OUTBOX_TEMPLATES } from '../../db/schema';

/*
 * Queuing mail and texts (docs/architecture.md §4 Outbox). Call these with the transaction that writes
 * what the message is about (a booking, a reset token, an OTP, a cancellation): the message exists
 * exactly when that commits. Then call `outbox.wake()` so this process's worker delivers it at once.
 */

/** Mail that has not gone out in a day (SMTP down all that time) is given up and logged, unless it says sooner. */
export const MAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const SMS_CAP_WINDOW_MS = 60 * 60 * 1000;

/** Texts per rolling hour: to one number, and in all (config SMS_CAP_PER_NUMBER, SMS_CAP_GLOBAL). */
export type TSmsCaps = { perNumber: number; global: number };

/** What the modules see of the outbox (`app.outbox`). */
export interface Outbox {
  readonly smsCaps: TSmsCaps;
  /** Deliver soon: call after the transaction that queued a message has committed. */
  wake(): void;
  /** Starts polling (the app does on ready unless built with `outboxWorker: false`); a no-op when running. */
  start(): void;
  /** Delivers everything due now (tests, shutdown tooling); resolves when none is left due. */
  drain(): Promise<TDeliveryCounts>;
}

export type TDeliveryCounts = { sent: number; retrying: number; expired: number };

export async function enqueueMail(tx: DbExecutor, message: TMailMessage, when: { now: Date; expiresAt?: Date }): Promise<void> {
  await insertMail(tx, { ...message, now: when.now, expiresAt: when.expiresAt ?? new Date(when.now.getTime() + MAIL_TTL_MS) });
}

/** Queues a mail the worker renders from `params` when it sends it (see the renderers registered in app.ts). */
export async function enqueueTemplateMail(
  tx: DbExecutor,
  mail: { to: string; template: (typeof OUTBOX_TEMPLATES)[number]; params: Record<string, unknown> },
  when: { now: Date; expiresAt?: Date },
): Promise<void> {
  await insertTemplateMail(tx, { ...mail, now: when.now, expiresAt: when.expiresAt ?? new Date(when.now.getTime() + MAIL_TTL_MS) });
}

/**
 * Queues a text unless it would pass a cap: more than `perNumber` texts to this number, or `global` in
 * all, in the last hour, counted in the outbox so the caps hold across processes. Over a cap: 429
 * `rate_limited` with Retry-After (when the oldest counted text leaves the window) and nothing queued.
 * Must run in a transaction: the advisory lock orders concurrent enqueues until it commits.
 */
export async function enqueueSms(tx: DbExecutor, sms: { to: string; text: string; now: Date; expiresAt: Date }, caps: TSmsCaps): Promise<void> {
  await lockSmsCaps(tx);
  const window = await countSmsSince(tx, sms.to, new Date(sms.now.getTime() - SMS_CAP_WINDOW_MS));
  const retryAfter = (oldest: Date | null) => ((oldest?.getTime() ?? sms.now.getTime()) + SMS_CAP_WINDOW_MS - sms.now.getTime()) / 1000;
  if (window.toNumber >= caps.perNumber) throw smsCapReached(retryAfter(window.oldestToNumber));
  if (window.all >= caps.global) throw smsCapReached(retryAfter(window.oldest));
  await insertSms(tx, sms);
}

/** The backlog the metrics show (docs/architecture.md §12). */
export { outboxBacklog, releaseAllLeases } from './outbox.repository';

/** For one-statement writers (the booking purchase): a CTE that queues a template mail in that statement. */
export { templateMailCte } from './outbox.repository';
