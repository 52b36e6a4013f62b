import { and, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { outbox, type OUTBOX_TEMPLATES, type TOutboxRow } from '../../db/schema';

/* SQL of the outbox (docs/architecture.md §4 Outbox). Times come from the app's clock, never now(). */

export type TNewOutboxMail = { to: string; subject: string; text: string; html: string; now: Date; expiresAt: Date };
export type TNewOutboxSms = { to: string; text: string; now: Date; expiresAt: Date };

export async function insertMail(db: DbExecutor, m: TNewOutboxMail): Promise<void> {
  await db.insert(outbox).values({
    kind: 'mail',
    recipient: m.to,
    subject: m.subject,
    body: m.text,
    html: m.html,
    nextAttemptAt: m.now,
    expiresAt: m.expiresAt,
    createdAt: m.now,
  });
}

/** A mail the worker renders when it sends it (with attachments a stored body cannot carry). */
export async function insertTemplateMail(
  db: DbExecutor,
  m: { to: string; template: (typeof OUTBOX_TEMPLATES)[number]; params: Record<string, unknown>; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insert(outbox)
    .values({ kind: 'mail', recipient: m.to, template: m.template, params: m.params, nextAttemptAt: m.now, expiresAt: m.expiresAt, createdAt: m.now });
}

export async function insertSms(db: DbExecutor, m: TNewOutboxSms): Promise<void> {
  await db.insert(outbox).values({ kind: 'sms', recipient: m.to, body: m.text, nextAttemptAt: m.now, expiresAt: m.expiresAt, createdAt: m.now });
}

/**
 * A CTE (no trailing comma) that queues a template mail for each row of `from`, for writers that are one
 * statement (the booking purchase): the row commits or rolls back with that statement. `params` is SQL
 * over the columns of `from`.
 */
export function templateMailCte(
  name: string,
  input: {
    template: (typeof OUTBOX_TEMPLATES)[number];
    /** An address, or an expression over `from`'s columns. */ to: string | SQL;
    params: SQL;
    now: Date;
    expiresAt: Date;
  },
  from: string,
): SQL {
  const now = input.now.toISOString();
  return sql`${sql.raw(name)} as (
    insert into ${outbox} (kind, recipient, template, params, next_attempt_at, expires_at, created_at)
    select 'mail', ${input.to}::text, ${input.template}::text, ${input.params}, ${now}::timestamptz, ${input.expiresAt.toISOString()}::timestamptz, ${now}::timestamptz
    from ${sql.raw(from)}
    returning id
  )`;
}

/** A transaction-level lock that orders SMS enqueues, so the caps hold across processes (count, then insert). */
const SMS_CAP_LOCK = 0x7ad4_0001;

export async function lockSmsCaps(tx: DbExecutor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SMS_CAP_LOCK})`);
}

export type TSmsWindow = { toNumber: number; oldestToNumber: Date | null; all: number; oldest: Date | null };

/** Texts queued since `since`: to `to`, and in all, each with its oldest. */
export async function countSmsSince(db: DbExecutor, to: string, since: Date): Promise<TSmsWindow> {
  const result = await db.execute<{
    to_number: number | string;
    oldest_to_number: string | Date | null;
    all_count: number | string;
    oldest: string | Date | null;
  }>(sql`
    select count(*) filter (where recipient = ${to}) as to_number,
      min(created_at) filter (where recipient = ${to}) as oldest_to_number,
      count(*) as all_count,
      min(created_at) as oldest
    from ${outbox}
    where kind = 'sms' and created_at > ${since.toISOString()}::timestamptz`);
  const row = result.rows[0];
  const date = (value: string | Date | null | undefined) => (value === null || value === undefined ? null : new Date(value));
  return { toNumber: Number(row?.to_number ?? 0), oldestToNumber: date(row?.oldest_to_number), all: Number(row?.all_count ?? 0), oldest: date(row?.oldest) };
}

export type TClaimedRow = Pick<
  TOutboxRow,
  'id' | 'kind' | 'recipient' | 'subject' | 'body' | 'html' | 'template' | 'params' | 'attempts' | 'nextAttemptAt' | 'expiresAt' | 'createdAt'
>;

/**
 * Takes up to `limit` due rows for this worker until `leaseUntil`: pending, due, and not held by a live
 * lease. SKIP LOCKED lets several processes claim at once without waiting on or taking each other's rows;
 * the attempt is counted here, so a send that kills its process still counts.
 */
export async function claimDue(db: DbExecutor, input: { now: Date; leaseUntil: Date; leaseToken: string; limit: number }): Promise<TClaimedRow[]> {
  const now = input.now.toISOString();
  const result = await db.execute<{
    id: number;
    kind: TOutboxRow['kind'];
    recipient: string;
    subject: string | null;
    body: string | null;
    html: string | null;
    template: TOutboxRow['template'];
    params: unknown;
    attempts: number;
    next_attempt_at: string | Date;
    expires_at: string | Date;
    created_at: string | Date;
  }>(sql`
    update ${outbox} set lease_until = ${input.leaseUntil.toISOString()}::timestamptz, lease_token = ${input.leaseToken}, attempts = attempts + 1
    where id in (
      select id from ${outbox}
      where status = 'pending' and next_attempt_at <= ${now}::timestamptz and (lease_until is null or lease_until <= ${now}::timestamptz)
      order by next_attempt_at, id
      limit ${input.limit}
      for update skip locked
    )
    returning id, kind, recipient, subject, body, html, template, params, attempts, next_attempt_at, expires_at, created_at`);
  return result.rows
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      html: r.html,
      template: r.template,
      params: typeof r.params === 'string' ? (JSON.parse(r.params) as unknown) : r.params,
      attempts: Number(r.attempts),
      nextAttemptAt: new Date(r.next_attempt_at),
      expiresAt: new Date(r.expires_at),
      createdAt: new Date(r.created_at),
    }))
    .sort((a, b) => a.id - b.id);
}

const CLEARED = { subject: null, body: null, html: null, params: null, leaseUntil: null, leaseToken: null } as const;

/** Delivered: the row keeps who and when (the SMS caps count it), not what (reset links, codes). */
export async function markSent(db: DbExecutor, id: number, leaseToken: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ ...CLEARED, status: 'sent', sentAt: now, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.leaseToken, leaseToken)))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * markSent for several rows of one claim in one statement (the worker groups the rows whose sends finished
 * while the previous mark was in flight); returns the ids it marked, i.e. those whose lease still held.
 */
export async function markSentMany(db: DbExecutor, ids: number[], leaseToken: string, now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(outbox)
    .set({ ...CLEARED, status: 'sent', sentAt: now, lastError: null })
    .where(and(inArray(outbox.id, ids), eq(outbox.leaseToken, leaseToken)))
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}

export async function markRetry(db: DbExecutor, id: number, leaseToken: string, input: { nextAttemptAt: Date; error: string }): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: input.nextAttemptAt, lastError: input.error, leaseUntil: null, leaseToken: null })
    .where(and(eq(outbox.id, id), eq(outbox.leaseToken, leaseToken)));
}

export async function markExpired(db: DbExecutor, id: number, leaseToken: string, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ ...CLEARED, status: 'expired', lastError: error })
    .where(and(eq(outbox.id, id), eq(outbox.leaseToken, leaseToken)));
}

/** Finished rows older than `before` (they no longer count towards any cap). */
export async function purgeFinished(db: DbExecutor, before: Date): Promise<number> {
  const rows = await db
    .delete(outbox)
    .where(and(ne(outbox.status, 'pending'), lt(outbox.createdAt, before)))
    .returning({ id: outbox.id });
  return rows.length;
}

/** For tests and diagnostics: the rows of these ids. */
export function findOutboxRows(db: DbExecutor, ids: number[]): Promise<TOutboxRow[]> {
  return db.select().from(outbox).where(inArray(outbox.id, ids));
}

/** Messages waiting to be delivered and the age of the oldest, for the metrics (docs/architecture.md §12). */
export async function outboxBacklog(db: DbExecutor, now: Date): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const result = await db.execute<{ pending: number | string; oldest: Date | string | null }>(sql`
    select count(*) as pending, min(created_at) as oldest from ${outbox} where status = 'pending'`);
  const row = result.rows[0];
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return { pending: Number(row?.pending ?? 0), oldestAgeSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000) };
}

/**
 * Gives back every lease (the embedded database at start: one process by definition, so a lease still held
 * is one a killed process took, and its messages can go at once instead of after the lease). Returns how many.
 */
export async function releaseAllLeases(db: DbExecutor): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    update ${outbox} set lease_until = null, lease_token = null where status = 'pending' and lease_until is not null returning id`);
  return result.rows.length;
}
