import { describe, expect, it } from 'vitest';
import { formatTick, truncateLabel } from './chart-format';
import { formatDay, formatDayRange } from './report-dates';

const plain = (text: string) => text.replace(/[\s\u200f\u200e]/g, ' ').trim();

describe('axis labels', () => {
  it('shows OMR with only the decimals the ticks need', () => {
    expect(plain(formatTick(50, 'en', { currency: true, decimals: 0 }))).toBe('OMR 50');
    expect(plain(formatTick(2.5, 'en', { currency: true, decimals: 1 }))).toBe('OMR 2.5');
  });

  it('shortens thousands', () => {
    expect(plain(formatTick(1500, 'en', { currency: true, decimals: 0 }))).toBe('OMR 1.5K');
    expect(formatTick(12_000, 'en', { currency: false, decimals: 0 })).toBe('12K');
  });

  it('uses Arabic-Indic digits in Arabic', () => {
    expect(formatTick(25, 'ar', { currency: false, decimals: 0 })).toBe('٢٥');
    expect(formatTick(50, 'ar', { currency: true, decimals: 0 })).toContain('٥٠');
  });
});

describe('truncateLabel', () => {
  it('keeps a label that fits and cuts a long one with an ellipsis', () => {
    expect(truncateLabel('Muscat Jazz Night', 20)).toBe('Muscat Jazz Night');
    expect(truncateLabel('Muscat International Jazz Night', 12)).toBe('Muscat Inte…');
    expect(Array.from(truncateLabel('ليلة الجاز في مسقط الدولية', 10))).toHaveLength(10);
  });
});

describe('report dates', () => {
  it('shows a Muscat day on the axis', () => {
    expect(formatDay('2026-03-05', 'en')).toBe('Mar 5');
    expect(formatDay('2026-03-05', 'ar')).toBe('٥ مارس');
  });

  it('says a range with its year once', () => {
    expect(plain(formatDayRange({ from: '2026-03-01', to: '2026-03-30' }, 'en'))).toBe('Mar 1 – 30, 2026');
    expect(formatDayRange({ from: '2025-12-02', to: '2026-01-30' }, 'en')).toContain('2025');
  });
});
