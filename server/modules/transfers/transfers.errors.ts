import { AppError, conflict, notFound } from '../../lib/errors';

/* Errors of sending a ticket (docs/product.md §4 Sending a ticket); every code is listed, with its meaning, in contract/errors.ts. */

export function transferNotFound(): AppError {
  return notFound('transfers.not_found', 'This ticket link could not be found.');
}

export function notPending(): AppError {
  return conflict('transfers.not_pending', 'This transfer is no longer pending: it was accepted, declined or cancelled, or it expired.');
}

export function alreadyPending(): AppError {
  return conflict('transfers.already_pending', 'This ticket is already on its way to someone. Cancel that transfer first.');
}

export function notAddressed(): AppError {
  return new AppError(403, 'transfers.not_addressed', 'This ticket was sent to another e-mail address or phone number.');
}

export function ticketUsed(): AppError {
  return new AppError(422, 'transfers.ticket_used', 'A ticket that has been used at the door cannot be sent.');
}

export function eventEnded(): AppError {
  return new AppError(422, 'transfers.event_ended', 'This event has ended.');
}

export function ticketNotActive(): AppError {
  return new AppError(422, 'transfers.ticket_not_active', 'Only a paid ticket that is not cancelled can be sent.');
}

export function toSelf(): AppError {
  return new AppError(422, 'transfers.to_self', 'This is your own e-mail address or phone number.');
}
