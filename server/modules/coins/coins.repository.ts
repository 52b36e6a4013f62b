import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TCoinTransactionKind } from '../../../contract/coins';
import type { TLocale } from '../../../contract/common';
import type { DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { localized } from '../../db/localized';
import { coinTransactions, events, rewards, users } from '../../db/schema';
import { LedgerEntryTakenError } from './coins.errors';

/*
 * The coin ledger (docs/architecture.md §4, §7): users.coins is the running sum of
 * coin_transactions.amount. Every write moves the balance and inserts the ledger row in one statement,
 * so the two never disagree, the balance never goes negative even when requests race, and the write
 * composes into the caller's transaction (or its own autocommit) on PGlite and PostgreSQL alike.
 */

/** One ledger row to write; `delta` is signed hundredths, the other fields its parameters. */
export type TLedgerWrite = {
  userId: number;
  delta: number;
  kind: TCoinTransactionKind;
  eventId?: number | null;
  rewardId?: number | null;
  invoiceId?: number | null;
  bookingId?: number | null;
  usageId?: number | null;
  redemptionId?: number | null;
  note?: string | null;
  /** When the coins moved; the database clock when absent. */
  at?: Date;
};

function int(value: number | null | undefined): SQL {
  return sql`${value ?? null}::int`;
}

function createdAt(at: Date | undefined): SQL {
  return at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
}

/**
 * The balance's new time, in the conditional UPDATE itself: `greatest` of the entry's time and the one
 * before, evaluated on the row as it stands once its lock is granted, so a write that waited behind a
 * later-stamped one never gets an earlier time than it (the ledger row takes this time).
 */
function movedAt(at: Date | undefined): SQL {
  // greatest() skips a null: a first write takes its own time.
  return sql`coins_at = greatest(coins_at, ${createdAt(at)})`;
}

/**
 * Adds `delta` to the balance unless that would take it below zero, and writes the row with the new
 * balance; null when refused. The conditional UPDATE's row lock orders racing writes for one user, and
 * each re-checks the condition against the committed balance.
 */
export async function writeLedgerRow(db: DbExecutor, w: TLedgerWrite): Promise<{ id: number; balance: number } | null> {
  let result: { rows: { id: number; balance_after: number }[] };
  try {
    result = await insertLedgerRow(db, w);
  } catch (error) {
    if (isUniqueViolation(error, 'coin_transactions_usage_id_unique')) throw new LedgerEntryTakenError('usage');
    if (isUniqueViolation(error, 'coin_transactions_redemption_id_unique')) throw new LedgerEntryTakenError('redemption');
    throw error;
  }
  const row = result.rows[0];
  return row ? { id: Number(row.id), balance: Number(row.balance_after) } : null;
}

function insertLedgerRow(db: DbExecutor, w: TLedgerWrite) {
  return db.execute<{ id: number; balance_after: number }>(sql`
    with moved as (
      update ${users} set coins = coins + ${w.delta}::int, ${movedAt(w.at)}
      where id = ${w.userId}::int and coins + ${w.delta}::int >= 0
      returning coins, coins_at
    )
    insert into ${coinTransactions} (user_id, amount, balance_after, kind, event_id, reward_id, note, invoice_id, booking_id, usage_id, redemption_id, created_at)
    select ${w.userId}::int, ${w.delta}::int, moved.coins, ${w.kind}::text, ${int(w.eventId)}, ${int(w.rewardId)}, ${w.note ?? null}::text,
      ${int(w.invoiceId)}, ${int(w.bookingId)}, ${int(w.usageId)}, ${int(w.redemptionId)}, moved.coins_at
    from moved
    returning id, balance_after`);
}

/**
 * A credit as two CTEs (`<name>_moved`, `<name>_row`) of a caller's larger statement: it happens only
 * when `source.cte` (a CTE of that statement with at most one row) has its row, and the invoice id is
 * that row's `id`. Lets a booking credit its purchase coins without a round trip.
 */
export function ledgerCreditCtes(name: string, w: Omit<TLedgerWrite, 'invoiceId'> & { at: Date }, source: { cte: string }): SQL {
  const moved = sql.identifier(`${name}_moved`);
  const row = sql.identifier(`${name}_row`);
  const from = sql.identifier(source.cte);
  return sql`
      ${moved} as (
        update ${users} set coins = coins + ${w.delta}::int, ${movedAt(w.at)}
        where id = ${w.userId}::int and ${w.delta}::int > 0 and exists (select 1 from ${from})
        returning coins, coins_at
      ),
      ${row} as (
        insert into ${coinTransactions} (user_id, amount, balance_after, kind, event_id, reward_id, note, invoice_id, booking_id, usage_id, redemption_id, created_at)
        select ${w.userId}::int, ${w.delta}::int, ${moved}.coins, ${w.kind}::text, ${int(w.eventId)}, ${int(w.rewardId)}, ${w.note ?? null}::text,
          ${from}.id, ${int(w.bookingId)}, ${int(w.usageId)}, ${int(w.redemptionId)}, ${moved}.coins_at
        from ${moved} cross join ${from}
        returning id
      )`;
}

/** The balance, with the user's row locked until the transaction ends (later ledger writes then cannot be raced). */
export async function lockBalance(tx: DbExecutor, userId: number): Promise<number | undefined> {
  const result = await tx.execute<{ coins: number }>(sql`select coins from ${users} where id = ${userId}::int for update`);
  const row = result.rows[0];
  return row ? Number(row.coins) : undefined;
}

export async function findBalance(db: DbExecutor, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ coins: users.coins }).from(users).where(eq(users.id, userId));
  return row?.coins;
}

export type TLedgerPageRow = {
  id: number;
  amount: number;
  balanceAfter: number;
  kind: TCoinTransactionKind;
  eventId: number | null;
  eventName: string | null;
  rewardId: number | null;
  rewardTitle: string | null;
  note: string | null;
  createdAt: Date;
};

/** The user's rows newest first, with the event's name and the reward's title as they read now, in `locale`. */
export async function findLedgerPage(
  db: DbExecutor,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
  locale: TLocale,
): Promise<{ rows: TLedgerPageRow[]; total: number }> {
  const rows = await db
    .select({
      id: coinTransactions.id,
      amount: coinTransactions.amount,
      balanceAfter: coinTransactions.balanceAfter,
      kind: coinTransactions.kind,
      eventId: coinTransactions.eventId,
      // Left joins: null when the row names no event or no reward.
      eventName: localized<string | null>(locale, events.name, events.nameAr),
      rewardId: coinTransactions.rewardId,
      rewardTitle: localized<string | null>(locale, rewards.title, rewards.titleAr),
      note: coinTransactions.note,
      createdAt: coinTransactions.createdAt,
    })
    .from(coinTransactions)
    .leftJoin(events, eq(events.id, coinTransactions.eventId))
    .leftJoin(rewards, eq(rewards.id, coinTransactions.rewardId))
    .where(eq(coinTransactions.userId, userId))
    .orderBy(desc(coinTransactions.createdAt), desc(coinTransactions.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: count() }).from(coinTransactions).where(eq(coinTransactions.userId, userId));
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Coins credited by the purchase of one invoice (what its buyer earned). */
export async function findPurchaseCoins(db: DbExecutor, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${coinTransactions.amount}), 0)` })
    .from(coinTransactions)
    .where(and(eq(coinTransactions.invoiceId, invoiceId), eq(coinTransactions.kind, 'purchase')));
  return Number(row?.total ?? 0);
}

/**
 * Many credits in three statements, for a batch that would otherwise cost a round trip per row (the
 * door scanner's upload of thousands of check-ins). Users are locked in id order first, the order any
 * batch uses, so two batches crediting the same people queue instead of deadlocking; each row gets
 * the balance right after it, in the order given.
 */
export async function writeCreditRows(tx: DbExecutor, writes: TLedgerWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const totals = new Map<number, number>();
  for (const w of writes) {
    if (!Number.isSafeInteger(w.delta) || w.delta <= 0) throw new RangeError(`a credit is positive, not ${w.delta}`);
    totals.set(w.userId, (totals.get(w.userId) ?? 0) + w.delta);
  }
  const ids = [...totals.keys()].sort((a, b) => a - b);
  // The balances' times as they stand under the locks: each row's time is never earlier than the one before.
  const locked = await tx.execute<{ id: number; coins_at: Date | string | null }>(sql`
    select id, coins_at from ${users} where id in (select unnest(${`{${ids.join(',')}}`}::int[])) order by id for update`);
  const lastAt = new Map(locked.rows.map((r) => [Number(r.id), r.coins_at === null ? 0 : new Date(r.coins_at).getTime()]));
  const stamped = writes.map((w) => {
    const at = Math.max((w.at ?? new Date()).getTime(), lastAt.get(w.userId) ?? 0);
    lastAt.set(w.userId, at);
    return { w, at };
  });
  const moved = await tx.execute<{ id: number; coins: number }>(sql`
    update ${users} u set coins = u.coins + t.amount, coins_at = t.at
    from jsonb_to_recordset(${JSON.stringify(ids.map((id) => ({ id, amount: totals.get(id), at: new Date(lastAt.get(id) ?? Date.now()).toISOString() })))}::jsonb) as t(id int, amount int, at timestamptz)
    where u.id = t.id
    returning u.id, u.coins`);
  const running = new Map<number, number>();
  for (const row of moved.rows) running.set(Number(row.id), Number(row.coins) - (totals.get(Number(row.id)) ?? 0));
  const rows = stamped.map(({ w, at }) => {
    const balance = (running.get(w.userId) ?? 0) + w.delta;
    running.set(w.userId, balance);
    return {
      user_id: w.userId,
      amount: w.delta,
      balance_after: balance,
      kind: w.kind,
      event_id: w.eventId ?? null,
      reward_id: w.rewardId ?? null,
      note: w.note ?? null,
      invoice_id: w.invoiceId ?? null,
      booking_id: w.bookingId ?? null,
      usage_id: w.usageId ?? null,
      redemption_id: w.redemptionId ?? null,
      created_at: new Date(at).toISOString(),
    };
  });
  try {
    await tx.execute(sql`
      insert into ${coinTransactions} (user_id, amount, balance_after, kind, event_id, reward_id, note, invoice_id, booking_id, usage_id, redemption_id, created_at)
      select r.user_id, r.amount, r.balance_after, r.kind, r.event_id, r.reward_id, r.note, r.invoice_id, r.booking_id, r.usage_id, r.redemption_id, r.created_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(user_id int, amount int, balance_after int, kind text, event_id int, reward_id int,
        note text, invoice_id int, booking_id int, usage_id int, redemption_id int, created_at timestamptz)`);
  } catch (error) {
    if (isUniqueViolation(error, 'coin_transactions_usage_id_unique')) throw new LedgerEntryTakenError('usage');
    throw error;
  }
}
