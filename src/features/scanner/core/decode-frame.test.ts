import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeFrame } from './decode-frame';
import { decodeRegion } from './decode-protocol';
import { ticketSigner } from './ticket-signer.test-helper';

/*
 * Proof that the scanner reads the passes we draw: fresh codes signed in the server's exact format,
 * drawn as components/ticket-qr-code.tsx draws them (level M, 4-module quiet zone, black on white),
 * each decoded back to the exact text, at several sizes and one off-grid camera-sized frame.
 */

const CODES = 1000;
const QUIET_ZONE = 4;

type TFrame = { data: Uint8ClampedArray; width: number; height: number };

/** Deterministic, so a failure can be replayed; the signing key is fresh every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function freshCodes(count: number): string[] {
  const signer = ticketSigner();
  const next = random(20_260_101);
  const id = () => 1 + Math.floor(next() * 9_999_999);
  const now = 1_767_225_600; // 2026-01-01
  return Array.from({ length: count }, (_, i) => {
    const from = i % 5 === 0 ? null : now + Math.floor(next() * 30 * 86_400);
    const until = i % 7 === 0 ? null : (from ?? now) + Math.floor(next() * 3 * 86_400);
    return signer.sign({ b: id(), e: id(), t: id(), f: from, u: until, l: 1 + Math.floor(next() * 10) });
  });
}

/** The module grid with its quiet zone, row by row: 1 = dark. */
function modulesOf(text: string): { size: number; dark: Uint8Array } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const inner = modules.size;
  const size = inner + QUIET_ZONE * 2;
  const dark = new Uint8Array(size * size);
  for (let y = 0; y < inner; y++) {
    for (let x = 0; x < inner; x++) dark[(y + QUIET_ZONE) * size + x + QUIET_ZONE] = modules.data[y * inner + x] ?? 0;
  }
  return { size, dark };
}

/** First pixel of each module (and one past the last): pixels belong to the module under their centre. */
function moduleEdges(size: number, scale: number, origin: number, pixels: number): number[] {
  return Array.from({ length: size + 1 }, (_, m) => Math.min(pixels, Math.max(0, Math.ceil(m * scale + origin - 0.5))));
}

/** A white frame with the code drawn black, nearest-neighbour like a phone screen. */
function draw(text: string, scale: number, frame?: { width: number; height: number; left: number; top: number }): TFrame {
  const { size, dark } = modulesOf(text);
  const width = frame?.width ?? Math.ceil(size * scale);
  const height = frame?.height ?? width;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  // One 32-bit word per pixel; 0xff000000 is opaque black on the little-endian CPUs Node runs on.
  const pixels = new Uint32Array(data.buffer);
  const columns = moduleEdges(size, scale, frame?.left ?? 0, width);
  const rows = moduleEdges(size, scale, frame?.top ?? 0, height);
  for (let row = 0; row < size; row++) {
    for (let y = rows[row] ?? 0; y < (rows[row + 1] ?? 0); y++) {
      for (let column = 0; column < size; column++) {
        if (dark[row * size + column]) pixels.fill(0xff000000, y * width + (columns[column] ?? 0), y * width + (columns[column + 1] ?? 0));
      }
    }
  }
  return { data, width, height };
}

/**
 * What the decoding worker reads (decode-worker.ts): the frame's centre square (decodeRegion) drawn at the
 * decoding size, smoothed as a canvas draws a scaled image (bilinear).
 */
function asTheWorkerDraws(frame: TFrame): TFrame {
  const { sx, sy, side, size } = decodeRegion(frame.width, frame.height);
  const data = new Uint8ClampedArray(size * size * 4);
  const ratio = side / size;
  const at = (x: number, y: number) => frame.data[(Math.min(frame.height - 1, y) * frame.width + Math.min(frame.width - 1, x)) * 4] ?? 255;
  for (let y = 0; y < size; y++) {
    const fy = sy + (y + 0.5) * ratio - 0.5;
    const y0 = Math.max(0, Math.floor(fy));
    const wy = fy - y0;
    for (let x = 0; x < size; x++) {
      const fx = sx + (x + 0.5) * ratio - 0.5;
      const x0 = Math.max(0, Math.floor(fx));
      const wx = fx - x0;
      const value = (at(x0, y0) * (1 - wx) + at(x0 + 1, y0) * wx) * (1 - wy) + (at(x0, y0 + 1) * (1 - wx) + at(x0 + 1, y0 + 1) * wx) * wy;
      data.fill(value, (y * size + x) * 4, (y * size + x) * 4 + 3);
      data[(y * size + x) * 4 + 3] = 255;
    }
  }
  return { data, width: size, height: size };
}

const place = random(20_261_127);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const codes = freshCodes(CODES);

const CASES = [
  { name: '3 px/module', every: 1, render: (code: string) => draw(code, 3) },
  { name: '4 px/module', every: 1, render: (code: string) => draw(code, 4) },
  { name: '5 px/module', every: 1, render: (code: string) => draw(code, 5) },
  // A camera-sized frame, the code off-centre at a scale that does not land on pixel edges. Every
  // eighth code only: each of these costs as much as the three scales above together, and the test
  // must stay within about a minute on a shared 2-core machine.
  { name: '640×480, 5.3 px/module at (131, 57)', every: 8, render: (code: string) => draw(code, 5.3, { width: 640, height: 480, left: 131, top: 57 }) },
  // The worker's path, every code: a 640×480 camera frame (the e2e's fake camera), the code 4.8–6 px a module
  // somewhere in the centre square, which is cut out as the worker draws it (decodeRegion: 480 px, not scaled).
  {
    name: '640×480 cut to its centre square, as the worker reads it',
    every: 1,
    render: (code: string) => {
      const scale = 4.8 + place() * 1.2;
      const extent = Math.ceil(modulesOf(code).size * scale);
      const left = 80 + Math.floor(place() * Math.max(1, 480 - extent));
      const top = Math.floor(place() * Math.max(1, 480 - extent));
      return asTheWorkerDraws(draw(code, scale, { width: 640, height: 480, left, top }));
    },
  },
];

describe('decoding the passes we draw', () => {
  it('signs realistic codes in the server format', () => {
    expect(new Set(codes).size).toBe(CODES);
    for (const code of codes) expect(code).toMatch(/^T1\.[\w-]+\.[\w-]{86}$/);
  });

  it.each(CASES)(
    'reads every code back exactly at $name',
    ({ name, every, render }) => {
      const failures: string[] = [];
      const times: number[] = [];
      codes.forEach((code, index) => {
        if (index % every !== 0) return;
        const frame = render(code);
        const started = performance.now();
        const text = decodeFrame(frame.data, frame.width, frame.height);
        times.push(performance.now() - started);
        if (text !== code) failures.push(`${code} → ${String(text)}`);
      });
      times.sort((a, b) => a - b);
      const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
      console.info(`decodeFrame ${name}: ${times.length} frames, mean ${mean.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
      expect(failures).toEqual([]);
      expect(times.length).toBe(Math.ceil(CODES / every));
    },
    120_000,
  );

  it('finds nothing in a blank frame or a frame too small for its size', () => {
    expect(decodeFrame(new Uint8ClampedArray(320 * 240 * 4).fill(255), 320, 240)).toBeNull();
    expect(decodeFrame(new Uint8ClampedArray(10), 320, 240)).toBeNull();
  });
});
