import { describe, expect, it } from 'vitest';
import { formatShortDate, toHundredths } from './rewards-format';

describe('rewards formatting', () => {
  it('reads coin amounts in whole hundredths, and a malformed one as none', () => {
    expect(toHundredths('45.00')).toBe(4500);
    expect(toHundredths('0.05')).toBe(5);
    expect(toHundredths('-12.50')).toBe(-1250);
    expect(toHundredths('12.5')).toBe(0);
  });

  it('shows dates in Muscat time, whatever the device time zone', () => {
    // 20:30 UTC on 22 October is already 23 October in Muscat (UTC+4).
    expect(formatShortDate('2026-10-22T20:30:00.000Z', 'en')).toContain('23');
  });
});
