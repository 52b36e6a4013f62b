import { conflict, notFound, validationFailed, type AppError } from '../../lib/errors';

/* Errors of the administrator's ticket types; every code is listed, with its meaning, in contract/errors.ts. */

export function ticketNotFound(): AppError {
  return notFound('tickets.not_found', 'This ticket type could not be found.');
}

/** `taken`: seats sold plus seats held by checkouts waiting for payment. */
export function totalBelowSold(taken: number): AppError {
  return conflict('tickets.total_below_sold', `The total cannot be lower than the ${taken} tickets already sold or held in checkouts.`);
}

export function ticketHasSales(): AppError {
  return conflict('tickets.has_sales', 'This ticket type has sales, so it cannot be deleted.');
}

export type TTicketRangeField = 'valid_until' | 'sale_ends_at';

const RANGE_MESSAGES: Record<TTicketRangeField, string> = {
  valid_until: 'The end of validity must not be before its start',
  sale_ends_at: 'The end of sale must not be before its start',
};

export function rangesInvalid(fields: TTicketRangeField[]): AppError {
  return validationFailed(Object.fromEntries(fields.map((field) => [field, [RANGE_MESSAGES[field]]])));
}
