import { describe, expect, it } from 'vitest';
import { decodeSize } from './use-frame-decoder';

describe('decodeSize', () => {
  it('scales a 1080p camera frame down to 640 px on its long side, keeping the shape', () => {
    expect(decodeSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(decodeSize(1080, 1920)).toEqual({ width: 360, height: 640 });
  });

  it('never scales a small frame up', () => {
    expect(decodeSize(480, 360)).toEqual({ width: 480, height: 360 });
  });

  it('gives at least one pixel for a video that reports no size yet', () => {
    expect(decodeSize(0, 0)).toEqual({ width: 1, height: 1 });
  });
});
