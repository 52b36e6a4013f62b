import type { TCoinTransactionKind } from '../../../contract/coins';
import type { DbExecutor } from '../../db/client';
import { findBalance, findPurchaseCoins, ledgerCreditCtes, lockBalance, writeCreditRows, writeLedgerRow, type TLedgerWrite } from './coins.repository';

/*
 * The only way coins move (docs/architecture.md §4, §7). Bookings credit purchase coins, the door
 * scanner credits usage coins, rewards spend on redemptions: each passes its own transaction (or the
 * database, for a one-statement change) and the ledger keeps users.coins, balance_after and the row in
 * step. A row stores a kind and its parameters, never a sentence (docs/product.md §3).
 */

/** Kinds that add coins. */
export type TCreditKind = Extract<TCoinTransactionKind, 'purchase' | 'usage' | 'redemption_refund' | 'bonus' | 'adjustment'>;
/** Kinds that take coins away. */
export type TSpendKind = Extract<TCoinTransactionKind, 'redemption' | 'purchase_reversal' | 'adjustment'>;

/**
 * One movement of `amount` coin hundredths (always positive; the kind says which way). The parameters a
 * kind needs are checked by the coin_transactions_kind_shape_check constraint: purchase, usage and
 * purchase_reversal name their event; redemption and redemption_refund their reward; usage its scan.
 */
export type TLedgerEntry<K extends TCoinTransactionKind> = {
  userId: number;
  amount: number;
  kind: K;
  eventId?: number;
  rewardId?: number;
  invoiceId?: number;
  bookingId?: number;
  usageId?: number;
  redemptionId?: number;
  /** An operator's own words; only for adjustments. */
  note?: string;
  /** When the coins moved (the app's clock); the database clock when absent. */
  at?: Date;
};

export type TLedgerReceipt = { transactionId: number; balance: number };
export type TSpendResult = ({ ok: true } & TLedgerReceipt) | { ok: false; reason: 'insufficient_coins' };

function assertPositive(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a ledger amount is a positive whole number of hundredths, not ${amount}`);
}

function toWrite(entry: TLedgerEntry<TCoinTransactionKind>, sign: 1 | -1): TLedgerWrite {
  const { amount, ...rest } = entry;
  return { ...rest, delta: sign * amount };
}

/**
 * Adds coins; the answer carries the new balance and the ledger row's id. A second usage credit for the
 * same scan throws LedgerEntryTakenError (coins.errors.ts).
 */
export async function credit(tx: DbExecutor, entry: TLedgerEntry<TCreditKind>): Promise<TLedgerReceipt> {
  assertPositive(entry.amount);
  const written = await writeLedgerRow(tx, toWrite(entry, 1));
  if (!written) throw new Error(`coin credit for user ${entry.userId} found no such user`);
  return { transactionId: written.id, balance: written.balance };
}

/**
 * Many credits at once inside the caller's transaction, in a fixed number of statements whatever
 * their count (the door scanner's usage coins for a whole upload). Same rules as `credit`.
 */
export async function creditMany(tx: DbExecutor, entries: TLedgerEntry<TCreditKind>[]): Promise<void> {
  for (const entry of entries) assertPositive(entry.amount);
  await writeCreditRows(
    tx,
    entries.map((entry) => toWrite(entry, 1)),
  );
}

/**
 * Takes coins unless the balance would go below zero; then nothing is written and the caller maps
 * `insufficient_coins` to its own answer (rewards: 409 rewards.insufficient_coins). Racing spends of one
 * user queue on the user's row, so two of them can never both pass on the same coins.
 */
export async function spend(tx: DbExecutor, entry: TLedgerEntry<TSpendKind>): Promise<TSpendResult> {
  assertPositive(entry.amount);
  const written = await writeLedgerRow(tx, toWrite(entry, -1));
  return written ? { ok: true, transactionId: written.id, balance: written.balance } : { ok: false, reason: 'insufficient_coins' };
}

/**
 * The purchase credit of a booking as CTEs of the booking's own statement (bookings.repository.ts): it
 * happens only if the statement's `invoice` CTE inserted its row, and takes the invoice id from it, so a
 * booking costs no extra round trip. Nothing is credited when `amount` is 0.
 */
export function purchaseCreditCtes(entry: { userId: number; amount: number; eventId: number; at: Date }, invoiceCte: string) {
  const kind: TCreditKind = 'purchase';
  return ledgerCreditCtes('purchase_coins', { userId: entry.userId, delta: entry.amount, kind, eventId: entry.eventId, at: entry.at }, { cte: invoiceCte });
}

/** The balance now, or undefined when there is no such user. */
export async function balanceOf(db: DbExecutor, userId: number): Promise<number | undefined> {
  return findBalance(db, userId);
}

/** Coins the purchase of one invoice credited. */
export async function purchaseCoinsOf(db: DbExecutor, invoiceId: number): Promise<number> {
  return findPurchaseCoins(db, invoiceId);
}

export type TReclaimResult = { taken: number; unrecovered: number; transactionId: number | null };

/**
 * Takes back up to `amount` (a cancelled booking's purchase coins): as much as the balance covers, never
 * below zero, and says what it could not take. Must run inside the caller's transaction: the user's row
 * stays locked from the balance read to the write, so a concurrent spend cannot slip in between. Nothing
 * is written when nothing can be taken (a ledger row never moves 0 coins).
 */
export async function reclaim(tx: DbExecutor, entry: TLedgerEntry<'purchase_reversal'>): Promise<TReclaimResult> {
  assertPositive(entry.amount);
  const balance = await lockBalance(tx, entry.userId);
  if (balance === undefined) throw new Error(`coin reclaim for user ${entry.userId} found no such user`);
  const taken = Math.min(balance, entry.amount);
  if (taken === 0) return { taken: 0, unrecovered: entry.amount, transactionId: null };
  const spent = await spend(tx, { ...entry, amount: taken });
  if (!spent.ok) throw new Error(`coin reclaim for user ${entry.userId}: the locked balance moved`);
  return { taken, unrecovered: entry.amount - taken, transactionId: spent.transactionId };
}
