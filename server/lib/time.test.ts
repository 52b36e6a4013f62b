import { describe, expect, it } from 'vitest';
import { muscatDateOf, muscatDayBounds } from './time';

describe('Muscat days', () => {
  it('puts 20:30 UTC on the next calendar day in Muscat (UTC+4)', () => {
    expect(muscatDateOf(new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-23');
    expect(muscatDateOf(new Date('2026-11-22T19:59:59Z'))).toBe('2026-11-22');
  });

  it('bounds a Muscat day in UTC', () => {
    expect(muscatDayBounds('2026-11-23')).toEqual({ start: new Date('2026-11-22T20:00:00Z'), end: new Date('2026-11-23T20:00:00Z') });
  });
});
