import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { OUTBOX_TEMPLATES } from '../../db/schema';
import type { Mailer, TMailMessage } from '../../lib/mailer';
import type { SmsProvider } from '../../lib/sms';
import { generateToken } from '../../lib/tokens';
import { claimDue, markExpired, markRetry, markSent, purgeFinished, type TClaimedRow } from './outbox.repository';
import type { Outbox, TDeliveryCounts, TSmsCaps } from './outbox.service';

/*
 * The outbox worker (docs/architecture.md §4 Outbox), one per server process. It polls every second and
 * is woken right after a commit that queued something; each run claims batches of due rows with a lease
 * (FOR UPDATE SKIP LOCKED, so processes never share a row), builds and sends each message through the
 * Mailer / SmsProvider, and marks it sent. A failed send is retried with backoff until the message
 * expires; a process killed mid-send leaves its lease to run out, and another run takes the row again.
 */

/** Renders a template row's mail from what is stored (subject, text, html); null when there is nothing to send any more. */
export type TTemplateRenderer = (db: Db, params: unknown, now: Date) => Promise<Omit<TMailMessage, 'to'> | null>;

export type OutboxWorkerOptions = {
  db: Db;
  mailer: Mailer;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  now: () => Date;
  smsCaps: TSmsCaps;
  leaseMs: number;
  renderers: Record<(typeof OUTBOX_TEMPLATES)[number], TTemplateRenderer>;
  pollMs?: number;
  batchSize?: number;
  /** Messages of one batch in flight at once (the SMTP pool keeps up to 5 connections). */
  concurrency?: number;
};

const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 10 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;
/** Finished rows are kept a week (the SMS caps need an hour), without their bodies. */
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60_000;

/** 5 s, 10 s, 20 s … up to 10 min, ±20 % so a recovered SMTP server is not hit by every process at once. */
export function retryDelayMs(attempts: number): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** The error's own one-line message: never the message being sent. */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? text).slice(0, 300);
}

type TOutcome = 'sent' | 'retrying' | 'expired';

export class OutboxWorker implements Outbox {
  readonly smsCaps: TSmsCaps;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private wakeQueued = false;
  private started = false;
  private stopped = false;
  private lastPurge = 0;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.smsCaps = options.smsCaps;
    this.pollMs = options.pollMs ?? 1_000;
    this.batchSize = options.batchSize ?? 50;
    this.concurrency = options.concurrency ?? 5;
  }

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the run in progress (its rows are marked); closes the transports. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.chain.catch(() => undefined);
    this.options.mailer.close();
  }

  wake(): void {
    if (!this.started || this.stopped || this.wakeQueued) return;
    this.wakeQueued = true;
    void this.exclusive(() => {
      this.wakeQueued = false;
      return this.deliverDue();
    }).catch((error: unknown) => this.options.log.error(`outbox run failed: ${describe(error)}`));
  }

  drain(): Promise<TDeliveryCounts> {
    return this.exclusive(() => this.deliverDue());
  }

  /** One run at a time in this process (poll, wake, drain); other processes are kept apart by the claim. */
  private exclusive<T>(run: () => Promise<T>): Promise<T> {
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    // Never the reason a process stays up.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.exclusive(async () => {
        if (Date.now() - this.lastPurge >= PURGE_EVERY_MS) {
          this.lastPurge = Date.now();
          const purged = await purgeFinished(this.options.db, new Date(this.options.now().getTime() - KEEP_FINISHED_MS));
          if (purged > 0) this.options.log.info(`outbox: removed ${purged} finished messages older than a week`);
        }
        await this.deliverDue();
      });
    } catch (error) {
      // The database may be restarting; the next poll tries again.
      this.options.log.error(`outbox run failed: ${describe(error)}`);
    } finally {
      this.schedule(this.pollMs);
    }
  }

  /** Claims and delivers batches until nothing is due. */
  private async deliverDue(): Promise<TDeliveryCounts> {
    const counts: TDeliveryCounts = { sent: 0, retrying: 0, expired: 0 };
    // A stopping worker finishes its batch (every claimed row gets marked) and claims no more.
    while (!this.stopped) {
      const leaseToken = generateToken(12);
      const now = this.options.now();
      const rows = await claimDue(this.options.db, { now, leaseUntil: new Date(now.getTime() + this.options.leaseMs), leaseToken, limit: this.batchSize });
      let next = 0;
      const lane = async () => {
        while (next < rows.length) {
          const row = rows[next++];
          if (row) counts[await this.deliver(row, leaseToken)]++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, lane));
      if (rows.length < this.batchSize) break;
    }
    return counts;
  }

  private async deliver(row: TClaimedRow, leaseToken: string): Promise<TOutcome> {
    const { db, log } = this.options;
    const at = { outboxId: row.id, kind: row.kind, attempts: row.attempts };
    const now = this.options.now();
    if (row.expiresAt.getTime() <= now.getTime()) {
      await markExpired(db, row.id, leaseToken, 'expired before it could be delivered');
      log.error(at, `outbox: ${row.kind} ${row.id} expired undelivered after ${row.attempts - 1} attempts`);
      return 'expired';
    }
    try {
      if (row.kind === 'sms') {
        await this.options.sms.send(row.recipient, row.body ?? '');
      } else {
        const message = await this.render(row, now);
        if (!message) {
          await markExpired(db, row.id, leaseToken, 'nothing left to send');
          log.warn(at, `outbox: mail ${row.id} has nothing left to send`);
          return 'expired';
        }
        await this.options.mailer.send({ to: row.recipient, ...message });
      }
    } catch (error) {
      const delay = retryDelayMs(row.attempts);
      await markRetry(db, row.id, leaseToken, { nextAttemptAt: new Date(now.getTime() + delay), error: describe(error) });
      log.error({ ...at, error: describe(error) }, `outbox: ${row.kind} ${row.id} not delivered, retrying in ${Math.round(delay / 1000)} s`);
      return 'retrying';
    }
    if (!(await markSent(db, row.id, leaseToken, this.options.now()))) {
      // The lease ran out during the send and another run took the row: it may go out twice.
      log.warn(at, `outbox: ${row.kind} ${row.id} sent after its lease ran out`);
    }
    return 'sent';
  }

  private async render(row: TClaimedRow, now: Date): Promise<Omit<TMailMessage, 'to'> | null> {
    if (row.template) return this.options.renderers[row.template](this.options.db, row.params, now);
    return { subject: row.subject ?? '', text: row.body ?? '', html: row.html ?? '' };
  }
}
