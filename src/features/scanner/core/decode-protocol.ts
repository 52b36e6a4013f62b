/*
 * Messages between the scanner page and its decoding worker (core/decode-worker.ts, docs/architecture.md §6).
 * A frame is transferred, never copied: a VideoFrame where the browser has WebCodecs (it only references the
 * camera's buffer, so grabbing it costs the page next to nothing), else an ImageBitmap.
 */

/** The part of a frame that is decoded: a square at its centre (source pixels), drawn at `size` × `size`. */
export type TDecodeRegion = { sx: number; sy: number; side: number; size: number };

export type TDecodeRequest = {
  /** Echoed back, so a late answer for a frame of a stopped loop is recognised. */
  id: number;
  frame: VideoFrame | ImageBitmap;
  /** Where in `frame` to read; an ImageBitmap is already cut and scaled to it (sx = sy = 0, side = size). */
  region: TDecodeRegion;
};

export type TDecodeEngine = 'native' | 'jsqr';

export type TDecodeAnswer = {
  id: number;
  /** The code's text, or null when the frame holds none. */
  code: string | null;
  /** Time the worker spent on the frame: drawing it at the decoding size and decoding it. */
  ms: number;
  engine: TDecodeEngine;
};

/**
 * Side of the square decoded, in pixels. jsQR's time grows with the pixels (on this machine's Node, a frame
 * with a code: 10.6 ms at 640×480, 8.5 ms at 480×480, 6.2 ms at 400×400), and a phone's decode time is most of
 * the wait between a code coming into view and its verdict. At 400 px, 3 of the proof test's 1,000 codes
 * (decode-frame.test.ts, 3.2–4 px a module after scaling) were not read; at 480 every one is.
 */
export const DECODE_MAX_SIDE = 480;

/**
 * The square at the centre of a `width` × `height` frame — the viewfinder staff aim with, and around it — and
 * the size it is decoded at: its side, scaled down to at most `maxSide`.
 */
export function decodeRegion(width: number, height: number, maxSide = DECODE_MAX_SIDE): TDecodeRegion {
  const side = Math.max(1, Math.min(width, height));
  return {
    sx: Math.max(0, Math.floor((width - side) / 2)),
    sy: Math.max(0, Math.floor((height - side) / 2)),
    side,
    size: Math.max(1, Math.min(side, maxSide)),
  };
}
