import { describe, expect, it } from 'vitest';
import { shortCode } from './booking-code';

describe('shortened ticket codes', () => {
  it('keeps the first 8 and last 4 characters of a long code', () => {
    expect(shortCode('TK1.abcdefghijklmnopqrstuvwxyz.SIGNATURE')).toBe('TK1.abcd…TURE');
  });

  it('leaves a short code whole', () => {
    expect(shortCode('ABCDEFGHIJKLM')).toBe('ABCDEFGHIJKLM');
    expect(shortCode('')).toBe('');
  });
});
