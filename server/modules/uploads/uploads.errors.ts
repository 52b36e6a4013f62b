import { MAX_HERO_VIDEO_SECONDS } from '../../../contract/uploads';
import { AppError } from '../../lib/errors';

/* Errors of the uploads module; every code is listed, with its meaning, in contract/errors.ts. */

export function typeNotAllowed(): AppError {
  return new AppError(415, 'uploads.type_not_allowed', 'This file type is not allowed.');
}

export function fileTooLarge(maxBytes: number): AppError {
  return new AppError(413, 'uploads.too_large', `The file is too large (at most ${Math.round(maxBytes / (1024 * 1024))} MB).`);
}

export function tooManyPixels(): AppError {
  return new AppError(422, 'uploads.too_many_pixels', 'The image is too large. Please use a smaller image.');
}

export function imageUnreadable(): AppError {
  return new AppError(422, 'uploads.image_unreadable', 'The image could not be read.');
}

/** docs/product.md §5 and §8: the exact message the dashboard shows. */
export function videoTooLong(): AppError {
  return new AppError(422, 'uploads.video_too_long', `Video must be ${MAX_HERO_VIDEO_SECONDS} seconds or less`);
}

export function videoUnreadable(): AppError {
  return new AppError(422, 'uploads.video_unreadable', 'The video could not be read. Please try another file.');
}

export function fileRequired(field: string): AppError {
  return new AppError(422, 'uploads.file_required', 'Please choose a file.', { errors: { [field]: ['Please choose a file.'] } });
}

export function notMultipart(): AppError {
  return new AppError(415, 'request.unsupported_media_type', 'A multipart/form-data body is expected.');
}

export function malformedMultipart(): AppError {
  return new AppError(400, 'request.malformed', 'The multipart body could not be parsed.');
}
