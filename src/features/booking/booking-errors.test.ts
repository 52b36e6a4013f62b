import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { bookingFailureMessage, isPhoneVerificationRequired, isStaleAvailability } from './booking-errors';

describe('booking failure messages', () => {
  beforeAll(() => {
    // Source messages only: the macros keep the English text in development builds.
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('asks to select a ticket and quantity when the server rejects the request body', () => {
    expect(bookingFailureMessage(new ApiError(422, 'validation.failed', 'Please select a ticket and quantity.'))).toBe('Please select a ticket and quantity.');
  });

  it('gives the specific reason for sold out and over-the-limit answers', () => {
    expect(bookingFailureMessage(new ApiError(409, 'bookings.sold_out', 'Not enough tickets left.'))).toBe('Not enough tickets left.');
    expect(bookingFailureMessage(new ApiError(409, 'bookings.limit_exceeded', 'x'))).toBe('You have reached the booking limit for this ticket.');
  });

  it('invites a retry when the server failed or did not answer', () => {
    expect(bookingFailureMessage(new ApiError(500, 'internal', 'boom'))).toBe('Failed to create booking. Please try again.');
    expect(bookingFailureMessage(new Error('socket hang up'))).toBe('Failed to create booking. Please try again.');
  });

  it('says so when the payment gateway could not start a checkout', () => {
    expect(bookingFailureMessage(new ApiError(503, 'payments.unavailable', 'x'))).toBe('Payment is unavailable right now. Please try again in a moment.');
  });

  it('says only that the booking failed for an unknown refusal', () => {
    expect(bookingFailureMessage(new ApiError(409, 'bookings.something_new', 'Something new'))).toBe('Failed to create booking');
  });

  it('knows which answers need the phone screen or a fresh seat count', () => {
    expect(isPhoneVerificationRequired(new ApiError(403, 'auth.phone_verification_required', 'x'))).toBe(true);
    expect(isStaleAvailability(new ApiError(409, 'bookings.sold_out', 'x'))).toBe(true);
    expect(isStaleAvailability(new ApiError(409, 'bookings.limit_exceeded', 'x'))).toBe(false);
  });
});
