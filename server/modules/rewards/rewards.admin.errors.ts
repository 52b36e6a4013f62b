import { conflict, notFound, validationFailed, type AppError } from '../../lib/errors';

/* Errors of the administrator's rewards and redemptions; every code is listed, with its meaning, in contract/errors.ts. */

export function redemptionNotFound(): AppError {
  return notFound('redemptions.not_found', 'This redemption could not be found.');
}

export function redemptionNotPending(): AppError {
  return conflict('redemptions.not_pending', 'This redemption is no longer pending.');
}

export function costNotPositive(): AppError {
  return validationFailed({ cost: ['The cost must be more than 0 coins'] });
}

export function validityRangeInvalid(): AppError {
  return validationFailed({ valid_until: ['The end of validity must not be before its start'] });
}
