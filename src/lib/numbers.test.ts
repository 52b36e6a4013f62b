import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('writes counts with Western digits and grouping in English', () => {
    expect(formatCount(3, 'en')).toBe('3');
    expect(formatCount(1250, 'en')).toBe('1,250');
  });

  it('writes counts with Arabic-Indic digits in Arabic', () => {
    expect(formatCount(3, 'ar')).toBe('٣');
    expect(formatCount(20, 'ar')).toBe('٢٠');
  });
});
