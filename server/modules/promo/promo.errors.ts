import { PROMO_ADMIN_MESSAGES } from '../../../contract/admin-promo-codes';
import { PROMO_MESSAGES } from '../../../contract/promo';
import { AppError, conflict, notFound, validationFailed } from '../../lib/errors';

/* Errors of promo codes (docs/product.md §10 Promo codes); every code is listed in contract/errors.ts. */

export function promoInvalid(): AppError {
  return new AppError(422, 'promo.invalid', PROMO_MESSAGES.invalid);
}

export function promoExpired(): AppError {
  return new AppError(422, 'promo.expired', PROMO_MESSAGES.expired);
}

export function promoUsedUp(): AppError {
  return new AppError(422, 'promo.used_up', PROMO_MESSAGES.usedUp);
}

export function promoNotApplicable(): AppError {
  return new AppError(422, 'promo.not_applicable', PROMO_MESSAGES.notApplicable);
}

export function promoCodeTaken(): AppError {
  return conflict('promo.code_taken', PROMO_ADMIN_MESSAGES.taken);
}

export function promoNotFound(): AppError {
  return notFound('promo.not_found', PROMO_ADMIN_MESSAGES.notFound);
}

export function promoTicketsOutsideEvent(): AppError {
  return validationFailed({ ticket_ids: [PROMO_ADMIN_MESSAGES.tickets] });
}
