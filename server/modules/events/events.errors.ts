import { notFound, type AppError } from '../../lib/errors';

/* Errors of the event catalogue; every code is listed, with its meaning, in contract/errors.ts. */

export function eventNotFound(): AppError {
  return notFound('events.not_found', 'Event not found.');
}
