/// <reference lib="webworker" />
import { decodeFrame } from './decode-frame';
import type { TDecodeAnswer, TDecodeEngine, TDecodeRegion, TDecodeRequest } from './decode-protocol';

/*
 * The scanner's frame decoder, off the page's main thread (docs/architecture.md §6): each camera frame
 * arrives transferred, its centre square is drawn at the decoding size (decode-protocol.ts) and read by the browser's own BarcodeDetector where it
 * has one for QR codes (Android Chrome), else by jsQR. Loaded by core/frame-loop.ts on the scanner route
 * only, so neither it nor jsQR is in any other page's code.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope; // this module only ever runs as a dedicated worker

type TDetector = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };
type TDetectorClass = { new (options: { formats: string[] }): TDetector; getSupportedFormats(): Promise<string[]> };

/** The Shape Detection API's class, where the browser has it (not in TypeScript's DOM types). */
const DETECTOR_GLOBAL = 'BarcodeDetector';

/** The platform's QR reader, or null (Debian's Chromium, Firefox, Safari: none). */
async function nativeDetector(): Promise<TDetector | null> {
  const Detector = Reflect.get(globalThis, DETECTOR_GLOBAL) as TDetectorClass | undefined; // checked just below
  if (typeof Detector !== 'function') return null;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

const detector = nativeDetector();
let canvas: OffscreenCanvas | null = null;
let context: OffscreenCanvasRenderingContext2D | null = null;
let planes = new Uint8Array(0);
let rgba = new Uint8ClampedArray(0);

/** Camera formats whose first plane is the picture's luma (brightness), all a QR decoder needs. */
const LUMA_FIRST = new Set(['I420', 'I420A', 'I422', 'I444', 'NV12']);

/**
 * The region's brightness as grey RGBA, copied straight from the camera's luma plane: no conversion to colour
 * and no canvas. Only where no scaling is needed (the region is its decoding size); else null and the
 * canvas draws it (smoothed, as the proof test reads it).
 */
async function lumaPixels(frame: VideoFrame | ImageBitmap, { sx, sy, side, size }: TDecodeRegion): Promise<Uint8ClampedArray | null> {
  if (!(typeof VideoFrame === 'function' && frame instanceof VideoFrame) || side !== size || !LUMA_FIRST.has(frame.format ?? '')) return null;
  // Chroma planes are subsampled: the rectangle starts on even coordinates.
  const rect = { x: sx & ~1, y: sy & ~1, width: size, height: size };
  const bytes = frame.allocationSize({ rect });
  if (planes.length < bytes) planes = new Uint8Array(bytes);
  const [luma] = await frame.copyTo(planes, { rect });
  if (!luma) return null;
  if (rgba.length !== size * size * 4) rgba = new Uint8ClampedArray(size * size * 4);
  // One 32-bit word a pixel, grey and opaque (little-endian, as every browser's CPU).
  const out = new Uint32Array(rgba.buffer);
  for (let y = 0; y < size; y++) {
    let from = luma.offset + y * luma.stride;
    const to = y * size;
    for (let x = 0; x < size; x++, from++) {
      const v = planes[from] ?? 255;
      out[to + x] = 0xff000000 | (v << 16) | (v << 8) | v;
    }
  }
  return rgba;
}

function pixels(frame: VideoFrame | ImageBitmap, { sx, sy, side, size }: TDecodeRegion): ImageData | null {
  if (!canvas || canvas.width !== size) {
    canvas = new OffscreenCanvas(size, size);
    // Read back every frame: keeps the canvas in CPU memory.
    context = canvas.getContext('2d', { willReadFrequently: true });
  }
  if (!context) return null;
  context.drawImage(frame, sx, sy, side, side, 0, 0, size, size);
  return context.getImageData(0, 0, size, size);
}

async function decode({ frame, region }: TDecodeRequest): Promise<{ code: string | null; engine: TDecodeEngine }> {
  const native = await detector;
  if (native) {
    try {
      const found = await native.detect(frame);
      return { code: found.find((barcode) => barcode.rawValue !== '')?.rawValue ?? null, engine: 'native' };
    } catch {
      // A detector that fails on a frame: jsQR reads it instead.
    }
  }
  const grey = await lumaPixels(frame, region).catch(() => null);
  const data = grey ?? pixels(frame, region)?.data ?? null;
  return { code: data ? decodeFrame(data, region.size, region.size) : null, engine: 'jsqr' };
}

scope.onmessage = async (event: MessageEvent<TDecodeRequest>) => {
  const request = event.data;
  const started = performance.now();
  let found: { code: string | null; engine: TDecodeEngine } = { code: null, engine: 'jsqr' };
  try {
    found = await decode(request);
  } catch {
    // An unreadable frame is a frame with no code: the next one is tried.
  } finally {
    request.frame.close();
  }
  const answer: TDecodeAnswer = { id: request.id, ...found, ms: performance.now() - started };
  scope.postMessage(answer);
};
