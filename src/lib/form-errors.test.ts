import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { ApiError } from './api-client';
import { errorMessage, errorMessageOr } from './screen-error-messages';
import { applyServerFieldErrors, fieldMessage, toLatinDigits } from './form-errors';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('fieldMessage', () => {
  it('translates the contract messages and shows unknown server text as sent', () => {
    expect(fieldMessage(AUTH_MESSAGES.passwordsDoNotMatch)).toBe('Passwords do not match!');
    expect(fieldMessage('Something new from the server.')).toBe('Something new from the server.');
    expect(fieldMessage(undefined)).toBeUndefined();
  });
});

describe('applyServerFieldErrors', () => {
  it('puts 422 field errors on the form, renaming server fields, and reports whether any landed', () => {
    const calls: Array<[string, string | undefined]> = [];
    const setError = (name: string, error: { message?: string }) => {
      calls.push([name, error.message]);
    };
    const error = new ApiError(422, 'validation.failed', 'Invalid', {
      login: ['Invalid email address.'],
      unknown_field: ['ignored'],
    });
    expect(applyServerFieldErrors(error, setError, ['password'], { login: 'email' })).toBe(true);
    expect(calls).toEqual([['email', 'Invalid email address.']]);
    expect(applyServerFieldErrors(new ApiError(500, 'internal', 'Down'), setError, ['password'])).toBe(false);
  });
});

describe('toLatinDigits', () => {
  it('reads Arabic-Indic and Persian digits typed on Arabic keyboards', () => {
    expect(toLatinDigits('٩١٢٣٤٥٦٧')).toBe('91234567');
    expect(toLatinDigits('۱۲۳ 456')).toBe('123 456');
  });
});

describe('error messages', () => {
  it('says how long to wait after a 429 with Retry-After', () => {
    const limited = new ApiError(429, 'rate_limited', 'Too many requests.', undefined, 42);
    expect(errorMessage(limited)).toBe('Too many attempts. Try again in 42 seconds.');
    expect(errorMessageOr(limited, { id: 'x', message: 'Login failed. Please try again.' })).toBe('Too many attempts. Try again in 42 seconds.');
  });

  it('uses a form-specific fallback for generic failures and the code message for known ones', () => {
    const fallback = { id: 'login-failed', message: 'Login failed. Please try again.' };
    expect(errorMessageOr(new ApiError(500, 'internal', 'Boom'), fallback)).toBe('Login failed. Please try again.');
    expect(errorMessageOr(new ApiError(401, 'auth.invalid_credentials', 'No'), fallback)).toBe('The login details are not correct.');
    expect(errorMessageOr(new Error('boom'), fallback)).toBe('Login failed. Please try again.');
  });
});
