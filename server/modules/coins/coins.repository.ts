import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { coinTransactions, users, type TCoinTransactionRow } from '../../db/schema';

/*
 * The coin ledger (architecture §4, §7): users.coins is the running sum of coin_transactions.amount and
 * every change writes both, in the caller's transaction, so the two never disagree and the balance
 * never goes negative even when requests race.
 */

/**
 * Adds `delta` (signed hundredths) to the user's balance unless that would take it below zero; returns
 * the new balance, or null when refused. One conditional UPDATE: the row lock it takes orders racing
 * debits, and each re-checks the condition against the committed balance.
 */
export async function changeBalance(tx: DbExecutor, userId: number, delta: number): Promise<number | null> {
  const [row] = await tx
    .update(users)
    // The balance is not a profile change, so updated_at keeps its value.
    .set({ coins: sql`${users.coins} + ${delta}`, updatedAt: sql`${users.updatedAt}` })
    .where(and(eq(users.id, userId), sql`${users.coins} + ${delta} >= 0`))
    .returning({ coins: users.coins });
  return row ? row.coins : null;
}

export type TNewLedgerRow = {
  userId: number;
  amount: number;
  balanceAfter: number;
  kind: TCoinTransactionRow['kind'];
  description: string;
  invoiceId?: number;
  bookingId?: number;
  redemptionId?: number;
  createdAt: Date;
};

export async function insertLedgerRow(tx: DbExecutor, row: TNewLedgerRow): Promise<number> {
  const [inserted] = await tx.insert(coinTransactions).values(row).returning({ id: coinTransactions.id });
  if (!inserted) throw new Error('coin transaction insert returned no row');
  return inserted.id;
}

export async function findBalance(db: DbExecutor, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ coins: users.coins }).from(users).where(eq(users.id, userId));
  return row?.coins;
}

export type TLedgerPageRow = Pick<TCoinTransactionRow, 'id' | 'amount' | 'balanceAfter' | 'kind' | 'description' | 'createdAt'>;

export async function findLedgerPage(db: DbExecutor, userId: number, limit: number, offset: number): Promise<{ rows: TLedgerPageRow[]; total: number }> {
  const rows = await db
    .select({
      id: coinTransactions.id,
      amount: coinTransactions.amount,
      balanceAfter: coinTransactions.balanceAfter,
      kind: coinTransactions.kind,
      description: coinTransactions.description,
      createdAt: coinTransactions.createdAt,
    })
    .from(coinTransactions)
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
