import { BOOKING_MESSAGES } from '../../../contract/bookings';
import { conflict, notFound, type AppError } from '../../lib/errors';

/* Errors of booking and My Tickets; every code is listed, with its meaning, in contract/errors.ts. */

export function ticketNotFound(): AppError {
  return notFound('tickets.not_found', BOOKING_MESSAGES.ticketNotFound);
}

/** Also the answer for another user's booking: a 403 would confirm that the id exists. */
export function bookingNotFound(): AppError {
  return notFound('bookings.not_found', BOOKING_MESSAGES.bookingNotFound);
}

export function soldOut(): AppError {
  return conflict('bookings.sold_out', BOOKING_MESSAGES.soldOut);
}

export function limitExceeded(limit: number, held: number): AppError {
  const left = Math.max(0, limit - held);
  const message = left === 0 ? BOOKING_MESSAGES.limitExceeded : `${BOOKING_MESSAGES.limitExceeded} You can book ${left} more.`;
  return conflict('bookings.limit_exceeded', message);
}

export function notOnSale(): AppError {
  return conflict('bookings.not_on_sale', BOOKING_MESSAGES.notOnSale);
}

export function eventEnded(cancelled: boolean): AppError {
  return conflict('bookings.event_ended', cancelled ? BOOKING_MESSAGES.eventCancelled : BOOKING_MESSAGES.eventEnded);
}

export function idempotencyConflict(): AppError {
  return conflict('bookings.idempotency_conflict', BOOKING_MESSAGES.idempotencyConflict);
}

/** The (user, Idempotency-Key) unique index fired: a concurrent request with the same key committed first. */
export class IdempotencyKeyTakenError extends Error {
  override readonly name = 'IdempotencyKeyTakenError';
}

/** 404: no such invoice (administrator's cancel). */
export function invoiceNotFound(): AppError {
  return notFound('invoices.not_found', 'Invoice not found.');
}
