import { describe, expect, it } from 'vitest';
import { formatLastSync, isOnToday } from './scanner-format';

describe('isOnToday', () => {
  // 2026-03-05 22:30 UTC is already 2026-03-06 02:30 in Muscat (UTC+4).
  const lateUtc = new Date('2026-03-05T22:30:00Z');

  it('counts days in Muscat, not in the browser time zone', () => {
    expect(isOnToday({ start_date: '2026-03-06T10:00:00+04:00', finish_date: '2026-03-06T12:00:00+04:00' }, lateUtc)).toBe(true);
    expect(isOnToday({ start_date: '2026-03-05T10:00:00+04:00', finish_date: '2026-03-05T23:00:00+04:00' }, lateUtc)).toBe(false);
  });

  it('marks a festival that started yesterday and ends tomorrow as on today', () => {
    expect(isOnToday({ start_date: '2026-03-05T10:00:00+04:00', finish_date: '2026-03-07T23:00:00+04:00' }, lateUtc)).toBe(true);
  });

  it('does not mark an event of next week', () => {
    expect(isOnToday({ start_date: '2026-03-10T10:00:00+04:00', finish_date: '2026-03-10T23:00:00+04:00' }, lateUtc)).toBe(false);
  });
});

describe('formatLastSync', () => {
  const now = Date.parse('2026-03-05T16:00:00Z');

  it('says "now" for a sync within the last minute', () => {
    expect(formatLastSync(now - 20_000, now, 'en')).toBe('now');
  });

  it('counts whole minutes up to an hour', () => {
    expect(formatLastSync(now - 3 * 60_000 - 5_000, now, 'en')).toBe('3 minutes ago');
  });

  it('shows the Muscat clock time after an hour', () => {
    expect(formatLastSync(now - 2 * 60 * 60_000, now, 'en')).toBe(
      new Intl.DateTimeFormat('en-OM', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Muscat' }).format(now - 2 * 60 * 60_000),
    );
  });

  it('treats a sync time slightly in the future (clock skew) as now', () => {
    expect(formatLastSync(now + 5_000, now, 'en')).toBe('now');
  });
});
