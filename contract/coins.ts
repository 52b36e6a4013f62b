import { z } from 'zod';
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

/** purchase: coins for buying tickets; usage: for a check-in; redemption: spent on a reward; adjustment: by the operator or a refund. */
export const COIN_TRANSACTION_KINDS = ['purchase', 'usage', 'redemption', 'adjustment'] as const;
export const ZCoinTransactionKindSchema = z.enum(COIN_TRANSACTION_KINDS);
export type TCoinTransactionKind = z.infer<typeof ZCoinTransactionKindSchema>;

export const ZCoinTransactionSchema = z.object({
  id: z.number().int(),
  /** When the coins moved, ISO 8601. */
  date: z.iso.datetime({ offset: true }),
  description: z.string(),
  /** Coins credited by this row ("0.00" for a debit). */
  earned: ZCoinsSchema,
  /** Coins debited by this row, as a positive number ("0.00" for a credit). */
  spent: ZCoinsSchema,
  /** The balance right after this row. */
  balance: ZCoinsSchema,
  kind: ZCoinTransactionKindSchema,
});
export type TCoinTransaction = z.infer<typeof ZCoinTransactionSchema>;

/** GET /api/user/transactions: newest first. */
export const ZCoinTransactionListResponseSchema = successEnvelope(
  z.object({ transactions: z.array(ZCoinTransactionSchema), balance: ZCoinsSchema, pagination: ZPaginationSchema }),
);
export type TCoinTransactionListResponse = z.infer<typeof ZCoinTransactionListResponseSchema>;
