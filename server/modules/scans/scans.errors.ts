import { AppError, notFound } from '../../lib/errors';

export function eventNotFound(): AppError {
  return notFound('events.not_found', 'Event not found.');
}

/** `since` is opaque; one that this server did not hand out is a client bug, answered plainly. */
export function manifestCursorInvalid(): AppError {
  return new AppError(422, 'scans.cursor_invalid', 'The manifest cursor is not valid. Download the full manifest again.', {
    errors: { since: ['The manifest cursor is not valid.'] },
  });
}
