import { USER_MESSAGES } from '../../../contract/users';
import { notFound, validationFailed, type AppError } from '../../lib/errors';

/** A unique column of users (email, any case, or phone) already belongs to someone else. */
export class UserConflictError extends Error {
  override readonly name = 'UserConflictError';
  constructor(readonly field: 'email' | 'phone') {
    super(`users.${field} already taken`);
  }
}

export function emailTaken(): AppError {
  return validationFailed({ email: [USER_MESSAGES.emailTaken] });
}

/** The signed-in user's own row is gone (deleted while a token was still live). */
export function userNotFound(): AppError {
  return notFound('users.not_found', 'User not found.');
}

export function emailChangeNeedsConfirmation(): AppError {
  return validationFailed({ email: [USER_MESSAGES.emailChangeNeedsConfirmation] });
}
