import { z } from 'zod';
import { ZIdSchema } from './ids';
import { successEnvelope, ZCoinsSchema, ZPaginationSchema } from './common';

/*
 * The coin ledger as the signed-in user sees it (GET /api/user/transactions). Coins are integer
 * hundredths on the server and two-decimal strings on the wire ("5.00").
 */

export const LEDGER_PAGE_SIZE = 20;
export const LEDGER_MAX_PAGE_SIZE = 100;

/** `?page=&per_page=` of the user's own lists (transactions, invoices, redemptions, rewards). */
export const ZLedgerPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(LEDGER_MAX_PAGE_SIZE).default(LEDGER_PAGE_SIZE),
});
export type TLedgerPageQuery = z.infer<typeof ZLedgerPageQuerySchema>;

/**
 * What moved the coins. The ledger stores a kind and its parameters (an event, a reward), never a
 * sentence: the screen words each row in the reader's language (docs/product.md §3).
 * purchase: earned by buying tickets for `event`; usage: earned by a check-in at `event`;
 * redemption: spent on `reward`; purchase_reversal: purchase coins taken back when a booking for `event`
 * was cancelled; redemption_refund: coins given back for a cancelled redemption of `reward`;
 * bonus: a welcome or goodwill credit; adjustment: an operator's correction, with an optional `note`.
 */
export const COIN_TRANSACTION_KINDS = ['purchase', 'usage', 'redemption', 'purchase_reversal', 'redemption_refund', 'bonus', 'adjustment'] as const;
export const ZCoinTransactionKindSchema = z.enum(COIN_TRANSACTION_KINDS);
export type TCoinTransactionKind = z.infer<typeof ZCoinTransactionKindSchema>;

export const ZCoinTransactionSchema = z.object({
  id: ZIdSchema,
  /** When the coins moved, ISO 8601. */
  date: z.iso.datetime({ offset: true }),
  kind: ZCoinTransactionKindSchema,
  /** The event of a purchase, usage or purchase_reversal row; null otherwise. */
  event: z.object({ id: ZIdSchema, name: z.string() }).nullable(),
  /** The reward of a redemption or redemption_refund row; null otherwise. */
  reward: z.object({ id: ZIdSchema, title: z.string() }).nullable(),
  /** An operator's own words on an adjustment; null otherwise. */
  note: z.string().nullable(),
  /** Coins credited by this row ("0.00" for a debit). */
  earned: ZCoinsSchema,
  /** Coins debited by this row, as a positive number ("0.00" for a credit). */
  spent: ZCoinsSchema,
  /** The balance right after this row. */
  balance: ZCoinsSchema,
});
export type TCoinTransaction = z.infer<typeof ZCoinTransactionSchema>;

/** GET /api/user/transactions: newest first. */
export const ZCoinTransactionListResponseSchema = successEnvelope(
  z.object({ transactions: z.array(ZCoinTransactionSchema), balance: ZCoinsSchema, pagination: ZPaginationSchema }),
);
export type TCoinTransactionListResponse = z.infer<typeof ZCoinTransactionListResponseSchema>;
