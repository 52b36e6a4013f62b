import type { Db, DbTransaction } from './client';
import { isRetryableTransactionError } from './errors';

/** How many times a transaction undone by a deadlock or a serialization failure is run in all. */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * Runs `work` in a transaction, again when a deadlock or serialization failure undid it (it did nothing, so running
 * it again is safe): writers that take several locks in an order another writer may cross (docs/architecture.md §11).
 */
export async function retryingTransaction<T>(db: Db, work: (tx: DbTransaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
    }
  }
}
