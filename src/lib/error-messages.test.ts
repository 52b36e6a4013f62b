import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './error-messages';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('errorMessage', () => {
  it('never shows the server text of an unknown code, a 500 or a plain Error', () => {
    expect(errorMessage(new ApiError(500, 'internal', 'boom'))).toBe('An unexpected error occurred');
    expect(errorMessage(new ApiError(500, 'db.exploded', 'boom'))).toBe('An unexpected error occurred');
    expect(errorMessage(new ApiError(418, 'teapot.full', 'Short and stout'))).toBe('An unexpected error occurred');
    expect(errorMessage(new ApiError(502, 'http.502', 'http.502'))).toBe('An unexpected error occurred');
    expect(errorMessage(new Error('boom'))).toBe('An unexpected error occurred');
  });

  it('translates known codes', () => {
    expect(errorMessage(new ApiError(404, 'events.not_found', 'Event not found'))).toBe('This event could not be found.');
  });
});

describe('the error messages in two parts (docs/architecture.md §8)', () => {
  it("knows a public page's codes alone, and every other code once a screen's module is imported", async () => {
    const wrongPassword = new ApiError(401, 'auth.invalid_credentials', 'Invalid credentials');
    expect(errorMessage(new ApiError(0, 'network.offline', 'offline'))).toBe('You seem to be offline. Check your connection and try again.');
    expect(errorMessage(wrongPassword)).toBe('An unexpected error occurred');
    await import('./screen-error-messages');
    expect(errorMessage(wrongPassword)).toBe('The login details are not correct.');
    expect(errorMessage(new ApiError(409, 'transfers.not_pending', 'not pending'))).not.toBe('An unexpected error occurred');
  });
});
