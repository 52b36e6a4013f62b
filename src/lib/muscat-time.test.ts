import { describe, expect, it } from 'vitest';
import { isoToMuscatInput, muscatInputToIso } from './muscat-time';

describe('Muscat wall time for datetime-local inputs', () => {
  it('shows an instant in Muscat time whatever offset it was written with', () => {
    expect(isoToMuscatInput('2026-03-05T15:30:00Z')).toBe('2026-03-05T19:30');
    expect(isoToMuscatInput('2026-03-05T19:30:00+04:00')).toBe('2026-03-05T19:30');
    expect(isoToMuscatInput('2026-03-05T17:30:00.000+02:00')).toBe('2026-03-05T19:30');
  });

  it('moves to the next Muscat day when UTC is still on the previous one', () => {
    expect(isoToMuscatInput('2026-03-05T20:30:00Z')).toBe('2026-03-06T00:30');
    expect(isoToMuscatInput('2026-12-31T21:00:00Z')).toBe('2027-01-01T01:00');
  });

  it('shows nothing for a missing or unreadable instant', () => {
    expect(isoToMuscatInput(null)).toBe('');
    expect(isoToMuscatInput(undefined)).toBe('');
    expect(isoToMuscatInput('')).toBe('');
    expect(isoToMuscatInput('not a date')).toBe('');
  });

  it('reads the input as Muscat time and writes it with the +04:00 offset', () => {
    expect(muscatInputToIso('2026-03-05T19:30')).toBe('2026-03-05T19:30:00+04:00');
    expect(muscatInputToIso('2026-03-06T00:30:15')).toBe('2026-03-06T00:30:15+04:00');
    expect(Date.parse(muscatInputToIso('2026-03-06T00:30') ?? '')).toBe(Date.parse('2026-03-05T20:30:00Z'));
  });

  it('refuses empty, malformed and impossible values', () => {
    expect(muscatInputToIso('')).toBeNull();
    expect(muscatInputToIso('2026-03-05')).toBeNull();
    expect(muscatInputToIso('2026-03-05 19:30')).toBeNull();
    expect(muscatInputToIso('2026-02-30T10:00')).toBeNull();
    expect(muscatInputToIso('2026-03-05T24:00')).toBeNull();
    expect(muscatInputToIso('2026-13-01T10:00')).toBeNull();
  });

  it('round-trips every minute of a day across the UTC midnight', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      const value = `2026-06-15T${hh}:${mm}`;
      expect(isoToMuscatInput(muscatInputToIso(value))).toBe(value);
    }
  });
});
