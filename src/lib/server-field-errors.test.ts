import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors } from './server-field-errors';

const FIELDS = ['name', 'category_ids', 'poster_image'] as const;

describe('server field errors on the form', () => {
  it('puts each message on its field, list keys and items included', () => {
    const error = new ApiError(422, 'validation.failed', 'Invalid', {
      name: ['Name is required'],
      'category_ids.1': ['Invalid id'],
      'category_ids[]': ['Too many'],
      'poster_image[0]': ['Too big'],
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'category_ids', message: 'Invalid id' },
      { field: 'poster_image', message: 'Too big' },
    ]);
  });

  it('leaves out fields the form does not have, and errors without field messages', () => {
    expect(serverFieldErrors(new ApiError(422, 'validation.failed', 'Invalid', { secret: ['No'] }), FIELDS)).toEqual([]);
    expect(serverFieldErrors(new ApiError(409, 'events.has_bookings', 'Has bookings'), FIELDS)).toEqual([]);
    expect(serverFieldErrors(new Error('boom'), FIELDS)).toEqual([]);
  });
});
