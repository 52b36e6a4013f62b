import jsQR from 'jsqr';

/*
 * Finds and reads the QR code in one camera frame (RGBA pixels, as `getImageData` gives them).
 *
 * `dontInvert`: passes are always drawn black on white (components/ticket-qr-code.tsx), so looking for
 * a light-on-dark code only costs time. Measured on Node 20 with jsQR 1.4: a frame with a code decodes in
 * the same time either way, but a frame with no code (most frames, while staff aim the phone) takes
 * ~16 ms at 640×480 with `dontInvert` against ~23 ms with `attemptBoth`. The proof test
 * (decode-frame.test.ts) prints the current timings.
 */
export function decodeFrame(data: Uint8ClampedArray, width: number, height: number): string | null {
  if (width <= 0 || height <= 0 || data.length < width * height * 4) return null;
  const result = jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
  // A code that holds no text (or only binary) is not a ticket; the caller treats null as "keep looking".
  return result && result.data !== '' ? result.data : null;
}
