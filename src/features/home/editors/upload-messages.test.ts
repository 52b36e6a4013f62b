import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { refusalMessage, sliderSaveFailureMessage, uploadFailureMessage } from './upload-messages';

describe('upload messages', () => {
  beforeAll(() => {
    // Source messages only: the macros keep the English text in development builds.
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('words a refusal on the device as the spec does', () => {
    expect(refusalMessage('video_too_long', 'hero')).toBe('Video must be 60 seconds or less');
    expect(refusalMessage('size', 'slider')).toBe('The file is too large. Images can be at most 10 MB.');
    expect(refusalMessage('size', 'hero')).toBe('The file is too large. Images can be at most 10 MB, videos 50 MB.');
  });

  it('gives the translated reason for a refusal the server explains', () => {
    expect(uploadFailureMessage(new ApiError(422, 'uploads.video_too_long', 'Video must be 60 seconds or less'))).toBe('Video must be 60 seconds or less');
    expect(uploadFailureMessage(new ApiError(413, 'uploads.too_large', 'x'))).toBe('The file is too large.');
  });

  // Never the server's raw text, which is English on an Arabic page (docs/product.md §8): our own words instead.
  it('gives our own translated words, not the server’s text, for a refusal this client has no words for', () => {
    expect(sliderSaveFailureMessage(new ApiError(409, 'slider.something_new', 'The slider is being edited elsewhere.'))).toBe('An unexpected error occurred');
  });

  it('invites a retry when the server failed or did not answer', () => {
    expect(uploadFailureMessage(new ApiError(500, 'internal', 'boom'))).toBe('Upload failed. Please try again.');
    expect(uploadFailureMessage(new Error('socket hang up'))).toBe('Upload failed. Please try again.');
    expect(uploadFailureMessage(new ApiError(0, 'network.timeout', 'network.timeout'))).toBe('The server took too long to answer. Please try again.');
  });

  it('says only that it failed for a refused body without a reason', () => {
    expect(uploadFailureMessage(new ApiError(422, 'validation.failed', 'Validation failed'))).toBe('Upload failed');
    expect(sliderSaveFailureMessage(new ApiError(422, 'validation.failed', 'Validation failed'))).toBe('Failed to save slider images');
    expect(uploadFailureMessage(new ApiError(413, 'http.413', 'http.413'))).toBe('Upload failed');
  });
});
