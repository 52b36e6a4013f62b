import { notFound, type AppError } from '../../lib/errors';

/* Errors of badges; every code is listed, with its meaning, in contract/errors.ts. */

export function badgeNotFound(): AppError {
  return notFound('badges.not_found', 'This badge could not be found.');
}
