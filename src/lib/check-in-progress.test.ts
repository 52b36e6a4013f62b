import { describe, expect, it } from 'vitest';
import { checkInPercent } from './check-in-progress';

describe('checkInPercent', () => {
  it('is 0 before any sale instead of NaN', () => {
    expect(checkInPercent(0, 0)).toBe(0);
  });

  it('is 0 when nobody is in yet', () => {
    expect(checkInPercent(0, 250)).toBe(0);
  });

  it('rounds the share to a whole percent', () => {
    expect(checkInPercent(1, 3)).toBe(33);
    expect(checkInPercent(2, 3)).toBe(67);
  });

  it('reads 99, not 100, while one booking is still outside', () => {
    expect(checkInPercent(199, 200)).toBe(99);
  });

  it('reads 1, not 0, once the first of many is in', () => {
    expect(checkInPercent(1, 500)).toBe(1);
  });

  it('is 100 when everyone is in, and never passes it', () => {
    expect(checkInPercent(4, 4)).toBe(100);
    expect(checkInPercent(5, 4)).toBe(100);
  });
});
