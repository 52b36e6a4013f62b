import { WALLET_MESSAGES } from '../../../contract/wallet';
import { conflict, notFound, type AppError } from '../../lib/errors';

/* Errors of the wallet passes; every code is listed, with its meaning, in contract/errors.ts. */

/** 404: this server has no issuer settings for the wallet asked for (README, configuration). */
export function walletNotConfigured(): AppError {
  return notFound('wallet.not_configured', WALLET_MESSAGES.notConfigured);
}

/** 409: an unpaid hold, or a ticket cancelled, used up or expired: nothing to carry to the door. */
export function ticketNotActive(): AppError {
  return conflict('wallet.ticket_not_active', WALLET_MESSAGES.ticketNotActive);
}
