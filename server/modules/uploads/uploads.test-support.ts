import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/*
 * Small upload fixtures built in the test itself (no binary files in the repo): images drawn by sharp,
 * and MP4 / WebM containers assembled box by box with the duration a test needs.
 */

// ── MP4 ──────────────────────────────────────────────────────────────────────────────────────────

export function mp4Box(type: string, ...body: Uint8Array[]): Buffer {
  const content = Buffer.concat(body);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
}

/** mvhd of `version` 0 (32-bit times and duration) or 1 (64-bit), with the rest of the box's fields. */
export function mvhd(timescale: number, duration: number, version: 0 | 1 = 0): Buffer {
  const wide = version === 1;
  const times = Buffer.alloc(wide ? 28 : 16);
  if (wide) {
    times.writeUInt32BE(timescale, 16);
    times.writeBigUInt64BE(BigInt(duration), 20);
  } else {
    times.writeUInt32BE(timescale, 8);
    times.writeUInt32BE(duration, 12);
  }
  // rate 1.0, volume 1.0, reserved, unity matrix, pre_defined, next_track_ID.
  const rest = Buffer.alloc(80);
  rest.writeUInt32BE(0x00010000, 0);
  rest.writeUInt16BE(0x0100, 4);
  rest.writeUInt32BE(0x00010000, 16);
  rest.writeUInt32BE(0x00010000, 32);
  rest.writeUInt32BE(0x40000000, 48);
  rest.writeUInt32BE(2, 76);
  return mp4Box('mvhd', Buffer.from([version, 0, 0, 0]), times, rest);
}

/** ftyp + moov/mvhd + an mdat of `mdatBytes` filler: a file whose container says it lasts `seconds`. */
export function mp4Of(seconds: number, options: { timescale?: number; version?: 0 | 1; mdatBytes?: number; brand?: string } = {}): Buffer {
  const timescale = options.timescale ?? 1000;
  const ftyp = mp4Box('ftyp', Buffer.from(`${options.brand ?? 'isom'}\0\0\x02\0isomiso2avc1mp41`, 'latin1'));
  const moov = mp4Box('moov', mvhd(timescale, Math.round(seconds * timescale), options.version ?? 0));
  return Buffer.concat([ftyp, moov, mp4Box('mdat', Buffer.alloc(options.mdatBytes ?? 64, 7))]);
}

// ── WebM ─────────────────────────────────────────────────────────────────────────────────────────

function ebmlSize(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i--) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] = (bytes[0] ?? 0) | (0x80 >> (length - 1));
      return bytes;
    }
  }
  throw new Error('EBML size too large');
}

/** An element: its id bytes as written in the spec (marker included), its size and its data. */
export function ebml(id: number, ...data: Uint8Array[]): Buffer {
  const idBytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) idBytes.unshift(rest % 256);
  const content = Buffer.concat(data);
  return Buffer.concat([Buffer.from(idBytes), ebmlSize(content.length), content]);
}

export function ebmlUint(value: number, length = 4): Buffer {
  const bytes = Buffer.alloc(length);
  bytes.writeUIntBE(value, 0, length);
  return bytes;
}

export function ebmlFloat(value: number, length: 4 | 8 = 8): Buffer {
  const bytes = Buffer.alloc(length);
  if (length === 4) bytes.writeFloatBE(value);
  else bytes.writeDoubleBE(value);
  return bytes;
}

export function ebmlHeader(docType = 'webm'): Buffer {
  return ebml(
    0x1a45dfa3,
    ebml(0x4286, ebmlUint(1, 1)),
    ebml(0x42f7, ebmlUint(1, 1)),
    ebml(0x4282, Buffer.from(docType, 'latin1')),
    ebml(0x4287, ebmlUint(4, 1)),
  );
}

/**
 * EBML header + Segment { Info { TimecodeScale, Duration }, Cluster } lasting `seconds`. `duration: null`
 * leaves Duration out, as a live recording does.
 */
export function webmOf(seconds: number | null, options: { timecodeScale?: number; floatSize?: 4 | 8; docType?: string; clusterBytes?: number } = {}): Buffer {
  const scale = options.timecodeScale ?? 1_000_000;
  const info = ebml(
    0x1549a966,
    ebml(0x2ad7b1, ebmlUint(scale, 3)),
    ...(seconds === null ? [] : [ebml(0x4489, ebmlFloat((seconds * 1e9) / scale, options.floatSize ?? 8))]),
    ebml(0x4d80, Buffer.from('test', 'latin1')),
  );
  const cluster = ebml(0x1f43b675, ebml(0xe7, ebmlUint(0, 1)), ebml(0xa3, Buffer.alloc(options.clusterBytes ?? 64, 5)));
  return Buffer.concat([ebmlHeader(options.docType), ebml(0x18538067, info, cluster)]);
}

// ── images ───────────────────────────────────────────────────────────────────────────────────────

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A tiny PNG whose IHDR declares `width` × `height` (RGB, 8 bits) over a few bytes of pixel data. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.alloc(16))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A solid-colour image; JPEGs carry EXIF (orientation 6 and a copyright) so a test can see it stripped. */
export async function imageOf(format: 'jpeg' | 'png' | 'webp', width = 64, height = 48): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
  if (format === 'jpeg')
    return image
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Tadhkira test' } } })
      .toBuffer();
  return format === 'png' ? image.png().toBuffer() : image.webp().toBuffer();
}

// ── multipart and disk ───────────────────────────────────────────────────────────────────────────

export type TFormEntry = [name: string, value: string | { bytes: Uint8Array; filename: string; type?: string }];

/** A multipart/form-data body as a browser's FormData sends it. */
export async function multipartOf(entries: readonly TFormEntry[]): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return { payload, headers: { 'content-type': encoded.headers.get('content-type') ?? '' } };
}

/** Every file under a directory, as sorted relative paths (an absent directory has none). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
