import { describe, expect, it } from 'vitest';
import type { TLocale } from '../../contract/common';
import { formatCoins, formatOMR, isFree } from './money';

/** ICU puts a no-break space between the currency and the amount; compare with plain spaces. */
function omr(value: string, locale: TLocale): string {
  return formatOMR(value, locale).replace(/\s/g, ' ');
}

describe('formatOMR', () => {
  it('shows Omani rials with three decimals in English', () => {
    expect(omr('5.000', 'en')).toBe('OMR 5.000');
    expect(omr('12.5', 'en')).toBe('OMR 12.500');
    expect(omr('1250.750', 'en')).toBe('OMR 1,250.750');
  });

  it('shows Arabic digits and the rial sign in Arabic', () => {
    const text = formatOMR('5.000', 'ar');
    expect(text).toContain('٥٫٠٠٠');
    expect(text).toContain('ر.ع.');
  });

  it('treats unparsable amounts as zero rather than NaN', () => {
    expect(omr('not a number', 'en')).toBe('OMR 0.000');
  });
});

describe('isFree', () => {
  it('is true only for a zero price', () => {
    expect(isFree('0.000')).toBe(true);
    expect(isFree('0.001')).toBe(false);
    expect(isFree('3.500')).toBe(false);
  });
});

describe('formatCoins', () => {
  it('always shows two decimals', () => {
    expect(formatCoins('12.5', 'en')).toBe('12.50');
    expect(formatCoins('7', 'en')).toBe('7.00');
  });

  it('shows 0.00 for a missing balance', () => {
    expect(formatCoins(null, 'en')).toBe('0.00');
    expect(formatCoins(undefined, 'en')).toBe('0.00');
    expect(formatCoins('', 'en')).toBe('0.00');
  });

  it('uses Arabic digits in Arabic', () => {
    expect(formatCoins('12.50', 'ar')).toBe('١٢٫٥٠');
  });
});
