import { ApiError } from '../../lib/api-client';

/** Refusals that are about the uploaded file itself: shown under the poster, not above the form. */
export function isUploadRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && (error.code.startsWith('uploads.') || error.code === 'request.too_large' || error.code === 'request.unsupported_media_type')
  );
}
