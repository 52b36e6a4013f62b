import { describe, expect, it } from 'vitest';
import { DEFAULT_VAT_RATE_BP, formatBaisa, parseBaisa, vatOf } from '../../../contract/money';
import { clampQuantity, lowestOnSalePrice, maxQuantity, percentToBasisPoints, priceBreakdown } from './booking-math';

// The preview is built on contract/money.ts; its parsing and rounding are checked here because the
// preview has to agree with the invoice the server computes with the same functions.
const VAT_15 = 1500;

describe('booking price math', () => {
  it('parses wire amounts to baisa without floating point', () => {
    expect(parseBaisa('3.467')).toBe(3467);
    expect(parseBaisa('0.000')).toBe(0);
    expect(parseBaisa('1234.005')).toBe(1234005);
    expect(parseBaisa('-2.500')).toBe(-2500);
    expect(parseBaisa('3.5')).toBeNull();
    expect(() => priceBreakdown('3.5', 1, VAT_15)).toThrow();
  });

  it('formats baisa back to three decimals', () => {
    expect(formatBaisa(3467)).toBe('3.467');
    expect(formatBaisa(5)).toBe('0.005');
    expect(formatBaisa(0)).toBe('0.000');
    expect(formatBaisa(-2500)).toBe('-2.500');
  });

  it('rounds VAT half-up to the baisa like the server', () => {
    expect(vatOf(3015, VAT_15)).toBe(452); // 452.25
    expect(vatOf(10, VAT_15)).toBe(2); // 1.5 rounds up
    expect(vatOf(30, VAT_15)).toBe(5); // 4.5 rounds up
    expect(vatOf(3, VAT_15)).toBe(0); // 0.45 rounds down
    expect(vatOf(0, VAT_15)).toBe(0);
    expect(vatOf(1000, 500)).toBe(50);
  });

  it("turns the server's VAT percent into basis points without float residue", () => {
    expect(percentToBasisPoints(15)).toBe(1500);
    expect(percentToBasisPoints(4.35)).toBe(435); // 4.35 × 100 is 434.99999999999994 in floating point
    expect(percentToBasisPoints(0)).toBe(0);
    expect(percentToBasisPoints(15)).toBe(DEFAULT_VAT_RATE_BP);
  });

  it('uses the VAT rate it is given', () => {
    expect(priceBreakdown('10.000', 1, 500)).toEqual({ subtotal: '10.000', vat: '0.500', total: '10.500' });
    expect(priceBreakdown('10.000', 1, 0)).toEqual({ subtotal: '10.000', vat: '0.000', total: '10.000' });
  });

  it('gives subtotal, 15 % VAT and total for a quantity', () => {
    expect(priceBreakdown('2.500', 2, VAT_15)).toEqual({ subtotal: '5.000', vat: '0.750', total: '5.750' });
    expect(priceBreakdown('3.467', 3, VAT_15)).toEqual({ subtotal: '10.401', vat: '1.560', total: '11.961' });
    expect(priceBreakdown('0.010', 1, VAT_15)).toEqual({ subtotal: '0.010', vat: '0.002', total: '0.012' });
    expect(priceBreakdown('0.000', 4, VAT_15)).toEqual({ subtotal: '0.000', vat: '0.000', total: '0.000' });
  });

  it('stays exact where floating point would drift', () => {
    // 0.1 + 0.2 style amounts: 20 × 12.345 is 246.900 exactly, VAT 37.035.
    expect(priceBreakdown('12.345', 20, VAT_15)).toEqual({ subtotal: '246.900', vat: '37.035', total: '283.935' });
    expect(priceBreakdown('1.003', 7, VAT_15)).toEqual({ subtotal: '7.021', vat: '1.053', total: '8.074' });
  });

  it('bounds the quantity by seats left, the per-buyer limit and 20', () => {
    expect(maxQuantity({ available: 436, per_buyer_limit: null, sold_out: false })).toBe(20);
    expect(maxQuantity({ available: 436, per_buyer_limit: 6, sold_out: false })).toBe(6);
    expect(maxQuantity({ available: 3, per_buyer_limit: 6, sold_out: false })).toBe(3);
    expect(maxQuantity({ available: 0, per_buyer_limit: null, sold_out: true })).toBe(0);
    expect(maxQuantity({ available: 5, per_buyer_limit: null, sold_out: true })).toBe(0);
  });

  it('clamps a chosen quantity into range', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(3, 0)).toBe(0);
  });
});

describe('lowestOnSalePrice (the phone booking bar)', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  const future = '2026-05-02T20:00:00+04:00';
  const ticket = (price: string, available: number, sold_out = available === 0) => ({ price, available, sold_out });

  it('is the cheapest ticket type still on sale, as a wire amount', () => {
    expect(lowestOnSalePrice([ticket('12.500', 4), ticket('5.000', 10), ticket('7.250', 1)], future, now)).toBe('5.000');
    expect(lowestOnSalePrice([ticket('2.000', 0), ticket('9.000', 3)], future, now)).toBe('9.000');
    expect(lowestOnSalePrice([ticket('0.000', 3), ticket('9.000', 3)], future, now)).toBe('0.000');
  });

  it('is null when nothing can be booked: no ticket types, all booked out, or the event has ended', () => {
    expect(lowestOnSalePrice([], future, now)).toBeNull();
    expect(lowestOnSalePrice([ticket('2.000', 0), ticket('3.000', 5, true)], future, now)).toBeNull();
    expect(lowestOnSalePrice([ticket('2.000', 5)], '2026-05-01T15:59:00+04:00', now)).toBeNull();
  });
});
