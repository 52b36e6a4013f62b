import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../contract/uploads';
import { POSTER_ACCEPT, posterFileProblem } from './poster-file';

describe('the poster file check', () => {
  it('takes JPEG, PNG and WebP images within the size limit', () => {
    expect(posterFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(posterFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(posterFileProblem({ type: 'image/webp', size: 1 })).toBeNull();
    expect(POSTER_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });

  it('refuses other types, SVG included', () => {
    expect(posterFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(posterFileProblem({ type: 'video/mp4', size: 1000 })).toBe('type');
    expect(posterFileProblem({ type: '', size: 1000 })).toBe('type');
  });

  it('refuses an image over the size limit', () => {
    expect(posterFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
  });
});
