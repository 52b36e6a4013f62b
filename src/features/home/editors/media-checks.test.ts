import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../../../../contract/uploads';
import { checkHeroFile, checkSliderFile, checkVideoDuration, heroMediaKind, inspectHeroFile, megabytes } from './media-checks';

const file = (type: string, size = 1000) => ({ type, size });
const neverRead = () => Promise.reject(new Error('the duration must not be read'));

describe('hero files', () => {
  it('takes the three image types and the two video types', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(heroMediaKind(type)).toBe('image');
    for (const type of ['video/mp4', 'video/webm']) expect(heroMediaKind(type)).toBe('video');
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/webm']) expect(checkHeroFile(file(type))).toBeNull();
  });

  it('refuses any other type, an unknown one included', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'video/quicktime', 'application/pdf', '']) {
      expect(checkHeroFile(file(type))).toBe('type');
    }
  });

  it('holds images and videos to their own size limits', () => {
    expect(checkHeroFile(file('image/png', MAX_IMAGE_BYTES))).toBeNull();
    expect(checkHeroFile(file('image/png', MAX_IMAGE_BYTES + 1))).toBe('size');
    expect(checkHeroFile(file('video/mp4', MAX_IMAGE_BYTES + 1))).toBeNull();
    expect(checkHeroFile(file('video/mp4', MAX_VIDEO_BYTES + 1))).toBe('size');
  });
});

describe('slider files', () => {
  it('takes images only, within the image size limit', () => {
    expect(checkSliderFile(file('image/webp'))).toBeNull();
    expect(checkSliderFile(file('video/mp4'))).toBe('type');
    expect(checkSliderFile(file('image/jpeg', MAX_IMAGE_BYTES + 1))).toBe('size');
  });
});

describe('checkVideoDuration', () => {
  it('accepts up to 60 seconds and refuses anything longer', () => {
    expect(checkVideoDuration(12.5)).toBeNull();
    expect(checkVideoDuration(60)).toBeNull();
    expect(checkVideoDuration(60.5)).toBe('video_too_long');
  });

  it('refuses a length the browser could not tell', () => {
    for (const seconds of [Number.NaN, Number.POSITIVE_INFINITY, 0, -1]) expect(checkVideoDuration(seconds)).toBe('video_unreadable');
  });
});

describe('inspectHeroFile', () => {
  it('passes an image without reading any duration', async () => {
    await expect(inspectHeroFile(file('image/png'), neverRead)).resolves.toEqual({ kind: 'image', refusal: null });
  });

  it('refuses a wrong type or size before reading the video', async () => {
    await expect(inspectHeroFile(file('video/quicktime'), neverRead)).resolves.toEqual({ kind: null, refusal: 'type' });
    await expect(inspectHeroFile(file('video/mp4', MAX_VIDEO_BYTES + 1), neverRead)).resolves.toEqual({ kind: null, refusal: 'size' });
  });

  it('passes a short video and refuses a long one', async () => {
    await expect(inspectHeroFile(file('video/mp4'), () => Promise.resolve(30))).resolves.toEqual({ kind: 'video', refusal: null });
    await expect(inspectHeroFile(file('video/webm'), () => Promise.resolve(61))).resolves.toEqual({ kind: null, refusal: 'video_too_long' });
  });

  it('refuses a video whose metadata cannot be read', async () => {
    await expect(inspectHeroFile(file('video/mp4'), () => Promise.reject(new Error('decode')))).resolves.toEqual({
      kind: null,
      refusal: 'video_unreadable',
    });
    await expect(inspectHeroFile(file('video/webm'), () => Promise.resolve(Number.POSITIVE_INFINITY))).resolves.toEqual({
      kind: null,
      refusal: 'video_unreadable',
    });
  });
});

describe('megabytes', () => {
  it('states the limits in whole megabytes', () => {
    expect(megabytes(MAX_IMAGE_BYTES)).toBe(10);
    expect(megabytes(MAX_VIDEO_BYTES)).toBe(50);
  });
});
