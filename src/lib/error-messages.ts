import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from './api-client';

/** Stable server and client error codes, translated (conventions "Errors"). */
const ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  'network.offline': msg`You seem to be offline. Check your connection and try again.`,
  'network.timeout': msg`The server took too long to answer. Please try again.`,
  'network.aborted': msg`The request was cancelled.`,
  'response.invalid': msg`The server sent an unexpected response. Please try again.`,
  'validation.failed': msg`Some fields need your attention.`,
  'request.malformed': msg`The request could not be understood.`,
  'request.too_large': msg`The file is too large.`,
  'request.unsupported_media_type': msg`This file type is not supported.`,
  'route.not_found': msg`We could not find what you were looking for.`,
  'auth.unauthenticated': msg`Please log in to continue.`,
  'auth.forbidden': msg`You do not have permission to do that.`,
  'auth.invalid_credentials': msg`The login details are not correct.`,
  'auth.phone_verification_required': msg`Please verify your phone number first.`,
  rate_limited: msg`Too many attempts. Please wait a moment and try again.`,
  internal: msg`An unexpected error occurred`,
  'events.not_found': msg`This event could not be found.`,
  'categories.not_found': msg`This category could not be found.`,
};

const FALLBACK = msg`An unexpected error occurred`;

/** The translated message for an error: its code first, then the server's text, then a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const descriptor = ERROR_MESSAGES[error.code];
    if (descriptor) return i18n._(descriptor);
    // Client-side errors carry their code as message: never show a raw code.
    if (error.message && error.message !== error.code) return error.message;
  }
  return i18n._(FALLBACK);
}
