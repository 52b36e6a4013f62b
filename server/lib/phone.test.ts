import { describe, expect, it } from 'vitest';
import { nationalMobileNumber, normalizeCountryCode } from '../../contract/auth';
import { loginPhoneToE164, maskPhone, toE164 } from './phone';

describe('Omani mobiles (+968)', () => {
  it.each([
    ['91234567', '+96891234567'],
    ['71234567', '+96871234567'],
    ['9123 4567', '+96891234567'],
    ['+968 9123-4567', '+96891234567'],
    ['0096891234567', '+96891234567'],
    ['96891234567', '+96891234567'],
  ])('accepts %j as %s', (raw, e164) => {
    expect(toE164('+968', raw)).toBe(e164);
  });

  it.each([['81234567'], ['21234567'], ['9123456'], ['912345678'], ['9123456a'], ['+4491234567'], ['']])('rejects %j', (raw) => {
    expect(toE164('+968', raw)).toBeNull();
  });
});

describe('other countries', () => {
  it('accepts 6 to 14 digits', () => {
    expect(nationalMobileNumber('+44', '123456')).toBe('123456');
    expect(nationalMobileNumber('+44', '12345678901234')).toBe('12345678901234');
    expect(nationalMobileNumber('+44', '12345')).toBeNull();
    expect(nationalMobileNumber('+44', '123456789012345')).toBeNull();
    expect(toE164('+44', '+44 7911 123456')).toBe('+447911123456');
  });

  it('normalizes country codes', () => {
    expect(normalizeCountryCode('+968')).toBe('+968');
    expect(normalizeCountryCode('968')).toBe('+968');
    expect(normalizeCountryCode('00968')).toBe('+968');
    expect(normalizeCountryCode(' +1 ')).toBe('+1');
    expect(normalizeCountryCode('+0')).toBeNull();
    expect(normalizeCountryCode('+12345')).toBeNull();
    expect(normalizeCountryCode('abc')).toBeNull();
  });
});

describe('login identifiers', () => {
  it('reads numbers without a country code as Omani and others as typed', () => {
    expect(loginPhoneToE164('91234567')).toBe('+96891234567');
    expect(loginPhoneToE164('968 9123 4567')).toBe('+96891234567');
    expect(loginPhoneToE164('+968 9123 4567')).toBe('+96891234567');
    expect(loginPhoneToE164('+44 7911 123456')).toBe('+447911123456');
    expect(loginPhoneToE164('0044 7911 123456')).toBe('+447911123456');
    expect(loginPhoneToE164('12345678')).toBeNull();
    expect(loginPhoneToE164('+0123')).toBeNull();
  });

  it('masks numbers for logs', () => {
    expect(maskPhone('+96891234567')).toBe('+968*****567');
    expect(maskPhone('+123')).toBe('****');
  });
});
