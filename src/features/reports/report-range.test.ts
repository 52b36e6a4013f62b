import { describe, expect, it } from 'vitest';
import { activeQuickRange, addDays, daysOf, defaultRange, MAX_RANGE_DAYS, rangeLength, rangeProblem, rangeSearch, resolveRange } from './report-range';

const TODAY = '2026-03-30';

describe('report range days', () => {
  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('counts both ends of a range', () => {
    expect(rangeLength({ from: TODAY, to: TODAY })).toBe(1);
    expect(rangeLength({ from: '2026-03-01', to: TODAY })).toBe(30);
    expect(rangeLength({ from: TODAY, to: '2026-03-29' })).toBe(0);
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('resolveRange', () => {
  it('opens on the last 30 days, today included', () => {
    expect(defaultRange(TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
    expect(resolveRange({}, TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
  });

  it('keeps a range the URL gives', () => {
    expect(resolveRange({ from: '2026-01-01', to: '2026-01-31' }, TODAY)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('fills a missing end with today and a missing start with 30 days before the end', () => {
    expect(resolveRange({ from: '2026-03-20' }, TODAY)).toEqual({ from: '2026-03-20', to: TODAY });
    expect(resolveRange({ to: '2026-01-31' }, TODAY)).toEqual({ from: '2026-01-02', to: '2026-01-31' });
  });

  it('falls back to the default for a backwards range or a day the calendar lacks', () => {
    expect(resolveRange({ from: '2026-03-10', to: '2026-03-01' }, TODAY)).toEqual(defaultRange(TODAY));
    expect(resolveRange({ from: '2026-02-30', to: TODAY }, TODAY)).toEqual(defaultRange(TODAY));
  });

  it('keeps the end of a range that is too long and drops its oldest days', () => {
    const range = resolveRange({ from: '2020-01-01', to: TODAY }, TODAY);
    expect(range.to).toBe(TODAY);
    expect(rangeLength(range)).toBe(MAX_RANGE_DAYS);
  });
});

describe('quick ranges and the URL', () => {
  it('recognises 7, 30 and 90 days ending today, and nothing else', () => {
    expect(activeQuickRange({ from: '2026-03-24', to: TODAY }, TODAY)).toBe(7);
    expect(activeQuickRange({ from: '2026-03-01', to: TODAY }, TODAY)).toBe(30);
    expect(activeQuickRange({ from: '2025-12-31', to: TODAY }, TODAY)).toBe(90);
    expect(activeQuickRange({ from: '2026-03-23', to: TODAY }, TODAY)).toBeNull();
    expect(activeQuickRange({ from: '2026-02-28', to: '2026-03-29' }, TODAY)).toBeNull();
  });

  it('leaves the default range out of the URL', () => {
    expect(rangeSearch(defaultRange(TODAY), TODAY)).toEqual({ from: undefined, to: undefined });
    expect(rangeSearch({ from: '2026-03-24', to: TODAY }, TODAY)).toEqual({ from: '2026-03-24', to: TODAY });
  });
});

describe('rangeProblem', () => {
  it('accepts a range of one day or more', () => {
    expect(rangeProblem(TODAY, TODAY)).toBeNull();
    expect(rangeProblem('2026-01-01', TODAY)).toBeNull();
  });

  it('says which date is missing, backwards or too far apart', () => {
    expect(rangeProblem('', TODAY)).toBe('from_missing');
    expect(rangeProblem(TODAY, '2026-13-01')).toBe('to_missing');
    expect(rangeProblem(TODAY, '2026-03-29')).toBe('order');
    expect(rangeProblem('2025-01-01', TODAY)).toBe('too_long');
  });
});
