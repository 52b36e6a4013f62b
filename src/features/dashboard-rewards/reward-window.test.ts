import { describe, expect, it } from 'vitest';
import { rewardWindow } from './reward-window';

const NOW = new Date('2026-03-05T12:00:00Z');

describe('reward window', () => {
  it('is always open without bounds', () => {
    expect(rewardWindow({ valid_from: null, valid_until: null }, NOW)).toBe('always');
  });

  it('is upcoming before it starts and ended after it ends', () => {
    expect(rewardWindow({ valid_from: '2026-03-06T00:00:00+04:00', valid_until: null }, NOW)).toBe('upcoming');
    expect(rewardWindow({ valid_from: null, valid_until: '2026-03-05T15:59:00+04:00' }, NOW)).toBe('ended');
  });

  it('is open inside its window, whichever bounds it has', () => {
    expect(rewardWindow({ valid_from: '2026-03-01T00:00:00+04:00', valid_until: '2026-03-31T00:00:00+04:00' }, NOW)).toBe('open');
    expect(rewardWindow({ valid_from: null, valid_until: '2026-03-05T16:01:00+04:00' }, NOW)).toBe('open');
  });
});
