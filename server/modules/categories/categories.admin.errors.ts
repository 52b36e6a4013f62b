import { AppError, conflict, validationFailed } from '../../lib/errors';

/* Errors of the administrator's category editing; every code is listed, with its meaning, in contract/errors.ts. */

export function parentNotFound(): AppError {
  return validationFailed({ parent_id: ['The selected parent category does not exist.'] });
}

const PARENT_INVALID = 'A category cannot be placed under itself or one of its subcategories.';

export function parentInvalid(): AppError {
  return new AppError(422, 'categories.parent_invalid', PARENT_INVALID, { errors: { parent_id: [PARENT_INVALID] } });
}

export function categoryHasChildren(): AppError {
  return conflict('categories.has_children', 'This category has subcategories. Move or delete them first.');
}

export function categoryHasEvents(): AppError {
  return conflict('categories.has_events', 'Events are filed under this category. Move them to another category first.');
}
