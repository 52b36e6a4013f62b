import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDayAndTime,
  formatDateTimeRange,
  formatFullDate,
  formatMonthDay,
  formatMonthDayTime,
  formatShortDate,
  formatTime,
  muscatDay,
} from './dates';

// 20:30 UTC is 00:30 the next day in Muscat (UTC+4): the day must follow Muscat, not UTC.
const LATE_EVENING_UTC = '2026-03-05T20:30:00Z';
const AFTERNOON_UTC = '2026-03-05T15:30:00Z';

describe('dates in Asia/Muscat', () => {
  it('shows a short month and day in Muscat time', () => {
    expect(formatMonthDay(AFTERNOON_UTC, 'en')).toBe('Mar 5');
    expect(formatMonthDay(LATE_EVENING_UTC, 'en')).toBe('Mar 6');
  });

  it('shows the time in 12-hour form', () => {
    expect(formatTime(AFTERNOON_UTC, 'en').replace(/\s/g, ' ')).toBe('7:30 PM');
    expect(formatTime(LATE_EVENING_UTC, 'en').replace(/\s/g, ' ')).toBe('12:30 AM');
  });

  it('shows a full date with weekday', () => {
    expect(formatFullDate(AFTERNOON_UTC, 'en')).toContain('Thursday');
    expect(formatFullDate(AFTERNOON_UTC, 'en')).toContain('2026');
  });

  it('shows a short date with the year, and a date and time, on the Muscat day', () => {
    expect(formatShortDate(LATE_EVENING_UTC, 'en')).toBe('Mar 6, 2026');
    expect(formatDateTime(LATE_EVENING_UTC, 'en').replace(/\s/g, ' ')).toBe('Mar 6, 2026, 12:30 AM');
    expect(formatShortDate(AFTERNOON_UTC, 'ar')).toBe('٥ مارس ٢٠٢٦');
  });

  it('uses Arabic month names and digits in Arabic', () => {
    expect(formatMonthDay(AFTERNOON_UTC, 'ar')).toBe('٥ مارس');
    expect(formatTime(AFTERNOON_UTC, 'ar')).toContain('م');
    expect(formatFullDate(AFTERNOON_UTC, 'ar')).toContain('الخميس');
  });

  it('gives the Muscat calendar day', () => {
    expect(muscatDay(LATE_EVENING_UTC)).toBe('2026-03-06');
  });
});

describe('date and time together, in Asia/Muscat', () => {
  const spaces = (text: string) => text.replace(/\s/g, ' ');

  it('shows a scan time as month, day and Muscat clock time', () => {
    expect(spaces(formatMonthDayTime(AFTERNOON_UTC, 'en'))).toBe('Mar 5, 7:30 PM');
    expect(spaces(formatMonthDayTime(LATE_EVENING_UTC, 'en'))).toBe('Mar 6, 12:30 AM');
  });

  it('says the day once for an event that ends the day it starts', () => {
    expect(spaces(formatDateTimeRange(AFTERNOON_UTC, '2026-03-05T19:00:00Z', 'en'))).toBe('Mar 5, 2026, 7:30 – 11:00 PM');
  });

  it('gives both days for an event over several days', () => {
    const range = spaces(formatDateTimeRange(AFTERNOON_UTC, '2026-03-07T19:00:00Z', 'en'));
    expect(range).toContain('Mar 5, 2026');
    expect(range).toContain('Mar 7, 2026');
  });

  it('shows a short date with the year, and a date and time, on the Muscat day', () => {
    expect(formatShortDate(LATE_EVENING_UTC, 'en')).toBe('Mar 6, 2026');
    expect(formatDateTime(LATE_EVENING_UTC, 'en').replace(/\s/g, ' ')).toBe('Mar 6, 2026, 12:30 AM');
    expect(formatShortDate(AFTERNOON_UTC, 'ar')).toBe('٥ مارس ٢٠٢٦');
  });

  it('uses Arabic month names and digits in Arabic', () => {
    expect(formatMonthDayTime(AFTERNOON_UTC, 'ar')).toContain('٥ مارس');
    expect(formatDateTimeRange(AFTERNOON_UTC, '2026-03-07T19:00:00Z', 'ar')).toContain('٧ مارس ٢٠٢٦');
  });

  it('joins day and time with a middle dot in English and the Arabic comma in Arabic, never a dot that reads as ٠', () => {
    expect(formatDayAndTime(AFTERNOON_UTC, 'en').replace(/\s/g, ' ')).toBe('Mar 5 · 7:30 PM');
    const arabic = formatDayAndTime(AFTERNOON_UTC, 'ar');
    expect(arabic.startsWith('٥ مارس، ٧:٣٠')).toBe(true);
    expect(arabic).not.toMatch(/[·.0-9]/);
  });
});
