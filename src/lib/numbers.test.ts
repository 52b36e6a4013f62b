import { describe, expect, it } from 'vitest';
import { formatCount, formatIdNumber } from './numbers';

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

describe('formatIdNumber', () => {
  it('never groups the digits of a record number', () => {
    expect(formatIdNumber(99999, 'en')).toBe('99999');
  });

  it('writes Arabic-Indic digits in Arabic', () => {
    expect(formatIdNumber(1250, 'ar')).toBe('١٢٥٠');
  });
});
