import { decodeFrame } from './decode-frame';
import type { TDecodeRegion } from './decode-protocol';

/*
 * The fallback of core/frame-loop.ts where a worker cannot decode (no module workers or OffscreenCanvas):
 * frames drawn into a small canvas and decoded on the page's thread. Loaded on demand, with jsQR.
 */
export function mainThreadDecoder(): ((video: HTMLVideoElement, region: TDecodeRegion) => string | null) | null {
  const canvas = document.createElement('canvas');
  // Read back every frame: tells the browser to keep the canvas in CPU memory.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  return (video, { sx, sy, side, size }) => {
    if (canvas.width !== size) {
      canvas.width = size;
      canvas.height = size;
    }
    context.drawImage(video, sx, sy, side, side, 0, 0, size, size);
    return decodeFrame(context.getImageData(0, 0, size, size).data, size, size);
  };
}
