/*
 * Errors of the coin ledger. Not API answers: callers (bookings, rewards, the door scanner) decide what a
 * refused or repeated movement means for their own request.
 */

/**
 * The scan's usage credit, or the redemption's debit, is already in the ledger (each may happen only
 * once). PostgreSQL has aborted the caller's transaction by then: check first, or write inside a
 * savepoint, when a repeat is expected rather than a bug.
 */
export class LedgerEntryTakenError extends Error {
  override readonly name = 'LedgerEntryTakenError';
  constructor(readonly entry: 'usage' | 'redemption') {
    super(`coin ledger: this ${entry} already has its row`);
  }
}
