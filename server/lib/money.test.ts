import { describe, expect, it } from 'vitest';
import { formatBaisa, formatCoinHundredths, omrToBaisa, vatOf } from './money';

describe('money', () => {
  it('formats baisa as OMR with three decimals', () => {
    expect(formatBaisa(0)).toBe('0.000');
    expect(formatBaisa(5)).toBe('0.005');
    expect(formatBaisa(12500)).toBe('12.500');
    expect(formatBaisa(-1005)).toBe('-1.005');
  });
  it('parses OMR into baisa without floating point drift', () => {
    expect(omrToBaisa('1.005')).toBe(1005);
    expect(omrToBaisa(0.1 + 0.2)).toBe(300);
    expect(omrToBaisa('25')).toBe(25000);
  });
  it('rounds VAT half-up to the baisa', () => {
    // 1.005 × 3 = 3.015 OMR; 15 % = 0.45225 → 0.452
    expect(vatOf(3015, 1500)).toBe(452);
    // 0.010 OMR at 15 % = 0.0015 → 0.002 (half-up)
    expect(vatOf(10, 1500)).toBe(2);
    expect(vatOf(0, 1500)).toBe(0);
  });
  it('formats coins with two decimals', () => {
    expect(formatCoinHundredths(0)).toBe('0.00');
    expect(formatCoinHundredths(1250)).toBe('12.50');
  });
});
