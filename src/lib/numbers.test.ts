import { describe, expect, it } from 'vitest';
import { formatCount, formatIdNumber, formatPercent, formatYear, localizeDigits } from './numbers';

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

describe('formatPercent', () => {
  it('writes a whole percent with the sign in English', () => {
    expect(formatPercent(42, 'en')).toBe('42%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });

  it('writes Arabic-Indic digits and the Arabic percent sign in Arabic', () => {
    const ar = formatPercent(42, 'ar');
    expect(ar).toContain('٤٢');
    expect(ar).toContain('٪');
    expect(ar).not.toContain('42');
  });

  it("writes a rate given in percent with the locale's sign and digits", () => {
    expect(formatPercent(5, 'en')).toBe('5%');
    expect(formatPercent(15, 'ar')).toBe('١٥٪؜');
  });
});

describe('formatYear', () => {
  it('writes a year without digit grouping, Arabic-Indic in Arabic', () => {
    expect(formatYear(2026, 'en')).toBe('2026');
    expect(formatYear(2026, 'ar')).toBe('٢٠٢٦');
  });
});

describe('localizeDigits', () => {
  it('turns every Western digit into its Arabic-Indic form in Arabic', () => {
    expect(localizeDigits('17/03/2025', 'ar')).toBe('١٧/٠٣/٢٠٢٥');
    expect(localizeDigits('خلال 24 إلى 48 ساعة', 'ar')).toBe('خلال ٢٤ إلى ٤٨ ساعة');
  });

  it('leaves English text as it is', () => {
    expect(localizeDigits('17/03/2025', 'en')).toBe('17/03/2025');
  });
});
