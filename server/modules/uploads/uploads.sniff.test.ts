import { describe, expect, it } from 'vitest';
import { sniffFileType } from './uploads.sniff';
import { imageOf, mp4Of, pngDeclaring, webmOf } from './uploads.test-support';

describe('sniffFileType', () => {
  it('knows JPEG, PNG and WebP by their magic numbers', async () => {
    expect(sniffFileType(await imageOf('jpeg'))).toBe('image/jpeg');
    expect(sniffFileType(await imageOf('png'))).toBe('image/png');
    expect(sniffFileType(pngDeclaring(10, 10))).toBe('image/png');
    expect(sniffFileType(await imageOf('webp'))).toBe('image/webp');
  });

  it('knows MP4 by its ftyp box and WebM by its EBML DocType', () => {
    expect(sniffFileType(mp4Of(30))).toBe('video/mp4');
    expect(sniffFileType(webmOf(30))).toBe('video/webm');
  });

  it('refuses what is none of them, whatever it claims to be', () => {
    const refused = [
      '#!/bin/sh\nrm -rf /\n',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<!DOCTYPE html><html><script>alert(1)</script></html>',
      'GIF89a\x01\x00\x01\x00',
      '%PDF-1.7',
      '',
      '\xff\xd8',
      'RIFF\0\0\0\0WAVEfmt ',
    ].map((text) => Buffer.from(text, 'latin1'));
    for (const bytes of refused) expect(sniffFileType(bytes)).toBeNull();
  });

  it('refuses Matroska and HEIF/AVIF images, which share the video containers', () => {
    expect(sniffFileType(webmOf(30, { docType: 'matroska' }))).toBeNull();
    expect(sniffFileType(mp4Of(1, { brand: 'heic' }))).toBeNull();
    expect(sniffFileType(mp4Of(1, { brand: 'avif' }))).toBeNull();
  });
});
