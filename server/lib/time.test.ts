import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, muscatDateOf, muscatDateTimeOf, muscatDayBounds } from './time';

describe('Muscat days', () => {
  it('puts 20:30 UTC on the next calendar day in Muscat (UTC+4)', () => {
    expect(muscatDateOf(new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-23');
    expect(muscatDateOf(new Date('2026-11-22T19:59:59Z'))).toBe('2026-11-22');
  });

  it('bounds a Muscat day in UTC', () => {
    expect(muscatDayBounds('2026-11-23')).toEqual({ start: new Date('2026-11-22T20:00:00Z'), end: new Date('2026-11-23T20:00:00Z') });
  });
});

describe('calendar days', () => {
  it('moves across month and leap-year ends', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('2024-03-08', '2024-03-07')).toBe(-1);
  });

  it('writes Muscat wall-clock time for a spreadsheet', () => {
    expect(muscatDateTimeOf(new Date('2026-01-10T20:05:00Z'))).toBe('2026-01-11 00:05');
  });
});
