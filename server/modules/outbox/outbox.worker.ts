import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { OUTBOX_TEMPLATES } from '../../db/schema';
import type { Mailer, TMailMessage } from '../../lib/mailer';
import type { SmsProvider } from '../../lib/sms';
import { generateToken } from '../../lib/tokens';
import { claimDue, markExpired, markRetry, markSentMany, purgeFinished, type TClaimedRow } from './outbox.repository';
import type { Outbox, TDeliveryCounts, TSmsCaps } from './outbox.service';

/*
 * The outbox worker (docs/architecture.md §4 Outbox), one per server process. It polls every second and
 * is woken right after a commit that queued something; each run claims batches of due rows with a lease
 * (FOR UPDATE SKIP LOCKED, so processes never share a row), renders the batch's template mails together,
 * sends each message through the Mailer / SmsProvider, and marks the sent ones (grouped: one UPDATE for the
 * sends that finished while the previous mark was in flight). A failed send is retried with backoff until
 * the message expires; a process killed mid-send leaves its lease to run out, and another run takes the
 * row again. Requests come first: while the process is busy (`busy()`, requests in flight) a woken or
 * polled run sends one small batch and then pauses, unless a claimed message has already waited
 * `maxDeferMs`; then it sends at full speed until it is within that bound again.
 */

export type TRenderedMail = Omit<TMailMessage, 'to'>;

/**
 * Renders the mails of a batch of template rows from what is stored (subject, text, html), in a few
 * queries for the whole batch: for each params, in order, the mail, null when there is nothing to send any
 * more, or an Error when it cannot be rendered now (that row is retried).
 */
export type TTemplateRenderer = (db: Db, params: unknown[], now: Date) => Promise<(TRenderedMail | null | Error)[]>;

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
  /** Whether requests are waiting on this process now (the plugin counts requests in flight); never busy when absent. */
  busy?: () => boolean;
  /** While busy: messages per run, and the pause before the next run (wakes in between are ignored). */
  busyBatchSize?: number;
  busyPauseMs?: number;
  /** While busy, a due message is held back at most this long (then the worker sends at full speed). */
  maxDeferMs?: number;
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
type TRenderedOf = Map<number, TRenderedMail | null | Error>;

/** While requests are in flight: 5 mails then 500 ms off (≤ 10 mails/s), but no due mail held back over 30 s. */
export const BUSY_BATCH_SIZE = 5;
export const BUSY_PAUSE_MS = 500;
export const MAX_DEFER_MS = 30_000;

export class OutboxWorker implements Outbox {
  readonly smsCaps: TSmsCaps;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly busyBatchSize: number;
  private readonly busyPauseMs: number;
  private readonly maxDeferMs: number;
  /** performance.now() until which a busy pause lasts (0: none). */
  private pausedUntil = 0;
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
    this.busyBatchSize = options.busyBatchSize ?? BUSY_BATCH_SIZE;
    this.busyPauseMs = options.busyPauseMs ?? BUSY_PAUSE_MS;
    this.maxDeferMs = options.maxDeferMs ?? MAX_DEFER_MS;
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
    // During a busy pause the timer resumes delivery; a wake per booking would undo the pause.
    if (!this.started || this.stopped || this.wakeQueued || performance.now() < this.pausedUntil) return;
    this.wakeQueued = true;
    void this.exclusive(async () => {
      this.wakeQueued = false;
      // The run before this one may have started a pause since the wake.
      if (performance.now() < this.pausedUntil) return;
      await this.deliverDue(true);
    }).catch((error: unknown) => this.options.log.error(`outbox run failed: ${describe(error)}`));
  }

  /** Full speed, busy or not. */
  drain(): Promise<TDeliveryCounts> {
    return this.exclusive(() => this.deliverDue(false));
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
        // The poll does not cut a busy pause short either; the timer set for its end does (a few ms early at most).
        if (performance.now() < this.pausedUntil - 5) return;
        await this.deliverDue(true);
      });
    } catch (error) {
      // The database may be restarting; the next poll tries again.
      this.options.log.error(`outbox run failed: ${describe(error)}`);
    } finally {
      const pause = this.pausedUntil - performance.now();
      this.schedule(pause > 0 ? Math.min(pause, this.pollMs) : this.pollMs);
    }
  }

  /**
   * Claims and delivers batches until nothing is due. With `yieldToRequests`, a busy process gets one
   * small batch and a pause (the timer resumes), unless that batch held a message due `maxDeferMs` ago.
   */
  private async deliverDue(yieldToRequests: boolean): Promise<TDeliveryCounts> {
    const counts: TDeliveryCounts = { sent: 0, retrying: 0, expired: 0 };
    this.pausedUntil = 0;
    // A stopping worker finishes its batch (every claimed row gets marked) and claims no more.
    while (!this.stopped) {
      const busy = yieldToRequests && (this.options.busy?.() ?? false);
      const limit = busy ? this.busyBatchSize : this.batchSize;
      const leaseToken = generateToken(12);
      const now = this.options.now();
      const rows = await claimDue(this.options.db, { now, leaseUntil: new Date(now.getTime() + this.options.leaseMs), leaseToken, limit });
      await this.deliverBatch(rows, leaseToken, now, counts);
      if (rows.length < limit) break;
      if (busy && !this.overdue(rows, now)) {
        this.pausedUntil = performance.now() + this.busyPauseMs;
        this.schedule(this.busyPauseMs);
        break;
      }
    }
    return counts;
  }

  /** Whether a claimed message has been due for `maxDeferMs` (claims take the longest due first). */
  private overdue(rows: TClaimedRow[], now: Date): boolean {
    return rows.some((row) => now.getTime() - row.nextAttemptAt.getTime() >= this.maxDeferMs);
  }

  private async deliverBatch(rows: TClaimedRow[], leaseToken: string, now: Date, counts: TDeliveryCounts): Promise<void> {
    const { db, log } = this.options;
    const live: TClaimedRow[] = [];
    for (const row of rows) {
      if (row.expiresAt.getTime() > now.getTime()) {
        live.push(row);
        continue;
      }
      await markExpired(db, row.id, leaseToken, 'expired before it could be delivered');
      log.error(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts },
        `outbox: ${row.kind} ${row.id} expired undelivered after ${row.attempts - 1} attempts`,
      );
      counts.expired++;
    }
    const rendered = await this.renderAll(live, now);

    // Sent rows are marked in groups: whatever finished while the previous mark was in flight.
    const toMark: TClaimedRow[] = [];
    let marking: Promise<void> | undefined;
    let markError: unknown;
    const markPending = async () => {
      try {
        while (toMark.length > 0) {
          const group = toMark.splice(0);
          const ids = group.map((r) => r.id);
          const marked = new Set(await markSentMany(db, ids, leaseToken, this.options.now()));
          for (const row of group) {
            // The lease ran out during the send and another run took the row: it may go out twice.
            if (!marked.has(row.id))
              log.warn({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, `outbox: ${row.kind} ${row.id} sent after its lease ran out`);
          }
        }
      } finally {
        marking = undefined;
      }
    };
    const sent = (row: TClaimedRow) => {
      toMark.push(row);
      marking ??= markPending().catch((error: unknown) => {
        markError ??= error;
      });
    };

    let next = 0;
    const lane = async () => {
      while (next < live.length) {
        const row = live[next++];
        if (!row) continue;
        const outcome = await this.deliver(row, leaseToken, now, rendered);
        if (outcome === 'sent') sent(row);
        counts[outcome]++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, live.length) }, lane));
    while (marking) await marking;
    // Every sent row is marked before the run claims more or stops, unless the database failed.
    if (markError !== undefined) throw markError;
  }

  /** The batch's template mails, one renderer call per template; a renderer that throws fails its rows (retried). */
  private async renderAll(rows: TClaimedRow[], now: Date): Promise<TRenderedOf> {
    const rendered: TRenderedOf = new Map();
    const byTemplate = new Map<NonNullable<TClaimedRow['template']>, TClaimedRow[]>();
    for (const row of rows) {
      if (row.kind === 'mail' && row.template) byTemplate.set(row.template, [...(byTemplate.get(row.template) ?? []), row]);
    }
    for (const [template, group] of byTemplate) {
      try {
        const mails = await this.options.renderers[template](
          this.options.db,
          group.map((r) => r.params),
          now,
        );
        group.forEach((row, i) => rendered.set(row.id, mails[i] ?? new Error(`${template}: no mail rendered`)));
      } catch (error) {
        for (const row of group) rendered.set(row.id, error instanceof Error ? error : new Error(String(error)));
      }
    }
    return rendered;
  }

  /** Sends one message; a failure is marked for a retry here, a success by the caller. */
  private async deliver(row: TClaimedRow, leaseToken: string, now: Date, rendered: TRenderedOf): Promise<TOutcome> {
    const { db, log } = this.options;
    const at = { outboxId: row.id, kind: row.kind, attempts: row.attempts };
    try {
      if (row.kind === 'sms') {
        await this.options.sms.send(row.recipient, row.body ?? '');
      } else {
        const message = row.template ? this.renderedOf(row, rendered) : { subject: row.subject ?? '', text: row.body ?? '', html: row.html ?? '' };
        if (message instanceof Error) throw message;
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
    return 'sent';
  }

  private renderedOf(row: TClaimedRow, rendered: TRenderedOf): TRenderedMail | null | Error {
    const message = rendered.get(row.id);
    return message === undefined ? new Error(`${row.template ?? 'template'}: not rendered`) : message;
  }
}
