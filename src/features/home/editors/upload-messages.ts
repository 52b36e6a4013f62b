import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { MAX_IMAGE_BYTES, MAX_SLIDER_IMAGES, MAX_VIDEO_BYTES } from '../../../../contract/uploads';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, errorMessageOr } from '../../../lib/screen-error-messages';
import { megabytes, type TUploadRefusal } from './media-checks';

/** Why a file was refused before sending, in the reader's language (docs/product.md §8). */
export function refusalMessage(refusal: TUploadRefusal, target: 'hero' | 'slider'): string {
  const imageMb = i18n.number(megabytes(MAX_IMAGE_BYTES));
  const videoMb = i18n.number(megabytes(MAX_VIDEO_BYTES));
  switch (refusal) {
    case 'type':
      return target === 'hero'
        ? t`This file type is not allowed. Choose a JPEG, PNG or WebP image, or an MP4 or WebM video.`
        : t`This file type is not allowed. Choose a JPEG, PNG or WebP image.`;
    case 'size':
      return target === 'hero'
        ? t`The file is too large. Images can be at most ${imageMb} MB, videos ${videoMb} MB.`
        : t`The file is too large. Images can be at most ${imageMb} MB.`;
    case 'video_too_long':
      return t`Video must be 60 seconds or less`;
    case 'video_unreadable':
      return t`The video could not be read. Please try another file.`;
  }
}

/** docs/product.md §5: at most MAX_SLIDER_IMAGES slider images. */
export function sliderLimitMessage(): string {
  const limit = i18n.number(MAX_SLIDER_IMAGES);
  return t`The slider holds at most ${limit} images.`;
}

/** Codes that say no more than "… failed" (a rejected body, a server fault): the screen's own words are better. */
const GENERIC_CODES: ReadonlySet<string> = new Set(['validation.failed', 'request.invalid', 'internal', 'response.invalid']);

/**
 * Why an admin's save failed: the translated reason for the code (too long, too large, offline), else the
 * server's own message for a refusal this client has no words for (docs/architecture.md §4: its message
 * is the fallback), else `fallback`, or `retryFallback` when trying again may help (no answer, a fault).
 */
export function saveFailureMessage(error: unknown, fallback: MessageDescriptor, retryFallback: MessageDescriptor = fallback): string {
  if (error instanceof ApiError && error.isClientError && !GENERIC_CODES.has(error.code) && !error.code.startsWith('http.')) {
    return errorMessage(error);
  }
  const retryable = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
  return errorMessageOr(error, retryable ? retryFallback : fallback);
}

/** docs/product.md §8 "Upload failed." for the hero, "… Please try again." when a retry may help. */
export function uploadFailureMessage(error: unknown): string {
  return saveFailureMessage(error, msg`Upload failed`, msg`Upload failed. Please try again.`);
}

/** docs/product.md §8 "Failed to … save slider images". */
export function sliderSaveFailureMessage(error: unknown): string {
  return saveFailureMessage(error, msg`Failed to save slider images`);
}
