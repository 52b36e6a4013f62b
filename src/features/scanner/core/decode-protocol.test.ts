import { describe, expect, it } from 'vitest';
import { decodeRegion } from './decode-protocol';

describe('decodeRegion', () => {
  it('reads the square at the centre of a landscape or portrait frame, scaled down to 480 px', () => {
    expect(decodeRegion(1280, 720)).toEqual({ sx: 280, sy: 0, side: 720, size: 480 });
    expect(decodeRegion(720, 1280)).toEqual({ sx: 0, sy: 280, side: 720, size: 480 });
    expect(decodeRegion(640, 480)).toEqual({ sx: 80, sy: 0, side: 480, size: 480 });
  });

  it('never scales a small frame up', () => {
    expect(decodeRegion(360, 240)).toEqual({ sx: 60, sy: 0, side: 240, size: 240 });
  });

  it('gives at least one pixel for a video that reports no size yet', () => {
    expect(decodeRegion(0, 0)).toEqual({ sx: 0, sy: 0, side: 1, size: 1 });
  });
});
