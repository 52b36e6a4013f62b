import { describe, expect, it } from 'vitest';
import { formatDiscount, hasDiscount, orderSummaryLines } from './order-summary';

/** ICU puts a no-break space between the currency and the amount; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('order summary lines', () => {
  it('reads subtotal, VAT and total when no promo code took anything off', () => {
    expect(orderSummaryLines({ subtotal: '10.000', discount: '0.000', vat: '1.500', total: '11.500' })).toEqual([
      { kind: 'subtotal', amount: '10.000' },
      { kind: 'vat', amount: '1.500' },
      { kind: 'total', amount: '11.500' },
    ]);
    expect(orderSummaryLines({ subtotal: '10.000', vat: '1.500', total: '11.500' }).map((line) => line.kind)).toEqual(['subtotal', 'vat', 'total']);
    expect(orderSummaryLines({ subtotal: '10.000', discount: null, vat: '1.500', total: '11.500' })).toHaveLength(3);
  });

  it('puts the discount between the subtotal and the VAT it lowered', () => {
    expect(orderSummaryLines({ subtotal: '10.000', discount: '2.500', vat: '1.125', total: '8.625' })).toEqual([
      { kind: 'subtotal', amount: '10.000' },
      { kind: 'discount', amount: '2.500' },
      { kind: 'vat', amount: '1.125' },
      { kind: 'total', amount: '8.625' },
    ]);
  });

  it('knows a discount from "0.000" and a missing one', () => {
    expect(hasDiscount('0.000')).toBe(false);
    expect(hasDiscount(null)).toBe(false);
    expect(hasDiscount(undefined)).toBe(false);
    expect(hasDiscount('0.001')).toBe(true);
    expect(hasDiscount('10.000')).toBe(true);
  });
});

describe('formatDiscount', () => {
  it('shows the amount taken off as negative, in English', () => {
    expect(plain(formatDiscount('2.500', 'en'))).toBe('-OMR 2.500');
    // A negative on the wire is still an amount taken off, once.
    expect(plain(formatDiscount('-2.500', 'en'))).toBe('-OMR 2.500');
  });

  it('keeps the Arabic minus before the Arabic-Indic digits', () => {
    const text = formatDiscount('2.500', 'ar');
    expect(text).toContain('٢٫٥٠٠');
    expect(text).toContain('ر.ع.');
    expect(text.indexOf('-')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('-')).toBeLessThan(text.indexOf('٢'));
  });

  it('reads zero as zero, never "-0"', () => {
    expect(plain(formatDiscount('0.000', 'en'))).toBe('OMR 0.000');
    expect(plain(formatDiscount('oops', 'en'))).toBe('OMR 0.000');
  });
});
