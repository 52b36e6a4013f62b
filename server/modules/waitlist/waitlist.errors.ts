import { WAITLIST_MESSAGES } from '../../../contract/waitlist';
import { AppError, conflict, notFound, validationFailed } from '../../lib/errors';

/* Errors of the waitlist (docs/product.md §10 Waitlist); every code is listed in contract/errors.ts. */

export function alreadyJoined(): AppError {
  return conflict('waitlist.already_joined', WAITLIST_MESSAGES.alreadyJoined);
}

export function notSoldOut(): AppError {
  return new AppError(422, 'waitlist.not_sold_out', WAITLIST_MESSAGES.notSoldOut);
}

export function waitlistUnavailable(): AppError {
  return new AppError(422, 'waitlist.unavailable', WAITLIST_MESSAGES.unavailable);
}

export function entryNotFound(): AppError {
  return notFound('waitlist.not_found', WAITLIST_MESSAGES.notFound);
}

export function noSeats(): AppError {
  return conflict('waitlist.no_seats', WAITLIST_MESSAGES.noSeats);
}

export function notWaiting(): AppError {
  return conflict('waitlist.not_waiting', WAITLIST_MESSAGES.notWaiting);
}

export function overBuyerLimit(): AppError {
  return validationFailed({ quantity: [WAITLIST_MESSAGES.overLimit] });
}
