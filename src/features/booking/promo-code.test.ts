import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isPossiblePromoCode, isPromoRefusal, keepsPromoApplied, normalizePromoCode, promoFailureMessage } from './promo-code';

describe('the booking panel promo code', () => {
  beforeAll(() => {
    // Source messages only: the macros keep the English text in development builds.
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('sends what was typed trimmed, in capitals, with Arabic-Indic digits as ASCII', () => {
    expect(normalizePromoCode('  summer10 ')).toBe('SUMMER10');
    expect(normalizePromoCode('eid-٢٠٢٦')).toBe('EID-2026');
    expect(normalizePromoCode('vip_۵')).toBe('VIP_5');
    expect(normalizePromoCode('   ')).toBe('');
  });

  it('refuses at once a code that cannot exist, instead of spending a guess on it', () => {
    expect(isPossiblePromoCode('SUMMER10')).toBe(true);
    expect(isPossiblePromoCode('A-B_3')).toBe(true);
    expect(isPossiblePromoCode('AB')).toBe(false);
    expect(isPossiblePromoCode('SUMMER 10')).toBe(false);
    expect(isPossiblePromoCode('X'.repeat(33))).toBe(false);
    expect(isPossiblePromoCode('خصم')).toBe(false);
  });

  it('keeps a code that exists applied, and drops an unknown one or a rate-limited try', () => {
    expect(keepsPromoApplied(new ApiError(422, 'promo.not_applicable', 'x'))).toBe(true);
    expect(keepsPromoApplied(new ApiError(422, 'promo.used_up', 'x'))).toBe(true);
    expect(keepsPromoApplied(new ApiError(422, 'promo.expired', 'x'))).toBe(true);
    expect(keepsPromoApplied(new ApiError(422, 'promo.invalid', 'x'))).toBe(false);
    expect(keepsPromoApplied(new ApiError(429, 'rate_limited', 'x', undefined, 30))).toBe(false);
    expect(keepsPromoApplied(new Error('offline'))).toBe(false);
  });

  it('tells the refusals of a code from other booking failures', () => {
    expect(isPromoRefusal(new ApiError(422, 'promo.used_up', 'x'))).toBe(true);
    expect(isPromoRefusal(new ApiError(429, 'rate_limited', 'x'))).toBe(true);
    expect(isPromoRefusal(new ApiError(409, 'bookings.sold_out', 'x'))).toBe(false);
  });

  it('words each refusal, and the wait after too many guesses', () => {
    expect(promoFailureMessage(new ApiError(422, 'promo.invalid', 'x'))).toBe('This promo code is not valid.');
    expect(promoFailureMessage(new ApiError(422, 'promo.expired', 'x'))).toBe('This promo code is not valid at this time.');
    expect(promoFailureMessage(new ApiError(422, 'promo.used_up', 'x'))).toBe('This promo code has been used up.');
    expect(promoFailureMessage(new ApiError(422, 'promo.not_applicable', 'x'))).toBe('This promo code does not apply to this ticket.');
    expect(promoFailureMessage(new ApiError(429, 'rate_limited', 'x', undefined, 42))).toBe('Too many attempts. Try again in 42 seconds.');
    expect(promoFailureMessage(new ApiError(500, 'internal', 'boom'))).toBe('An unexpected error occurred');
    expect(promoFailureMessage(new ApiError(0, 'network.offline', 'network.offline'))).toBe('You seem to be offline. Check your connection and try again.');
  });
});
