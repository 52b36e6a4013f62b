import { notFound, type AppError } from '../../lib/errors';

/* Errors of categories; every code is listed, with its meaning, in contract/errors.ts. */

export function categoryNotFound(): AppError {
  return notFound('categories.not_found', 'Category not found.');
}
