import { conflict, type AppError } from '../../lib/errors';

/* Errors of the administrator's event editing; every code is listed, with its meaning, in contract/errors.ts. */

export function eventHasBookings(): AppError {
  return conflict('events.has_bookings', 'This event has bookings, so it cannot be deleted. Cancel it instead.');
}

export function eventCancelled(): AppError {
  return conflict('events.cancelled', 'This event is cancelled.');
}
