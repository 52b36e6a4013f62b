/*
 * Reading a video's duration from its container, on the server (docs/product.md §5, docs/architecture.md
 * §7): an uploaded file's own header cannot be trusted to tell its length, and the browser's check can be
 * skipped. Pure functions over the bytes; `null` means "not readable" (missing, malformed or truncated).
 */

// ── ISO base media (MP4) ─────────────────────────────────────────────────────────────────────────

export type TMp4Box = { type: string; start: number; bodyStart: number; end: number };

/**
 * The boxes laid end to end in `[start, end)`; null when one is malformed or runs past `end` (a truncated
 * file), so walking the top level also proves the file is whole.
 */
export function readMp4Boxes(bytes: Uint8Array, start = 0, end = bytes.length): TMp4Box[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: TMp4Box[] = [];
  let pos = start;
  while (pos < end) {
    if (end - pos < 8) return null;
    let size = view.getUint32(pos);
    const type = String.fromCharCode(...bytes.subarray(pos + 4, pos + 8));
    let header = 8;
    if (size === 1) {
      if (end - pos < 16) return null;
      const large = view.getBigUint64(pos + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      // "Extends to the end of the file": only the last box may say so.
      size = end - pos;
    }
    if (size < header || pos + size > end) return null;
    boxes.push({ type, start: pos, bodyStart: pos + header, end: pos + size });
    pos += size;
  }
  return boxes;
}

function childBox(bytes: Uint8Array, parent: TMp4Box, type: string): TMp4Box | null {
  return readMp4Boxes(bytes, parent.bodyStart, parent.end)?.find((b) => b.type === type) ?? null;
}

/** A full box's (version, then a 32- or 64-bit field at `offset` past version and flags). */
function fullBoxField(view: DataView, box: TMp4Box, offsetV0: number, offsetV1: number, wide: boolean): number | null {
  const version = view.getUint8(box.bodyStart);
  const offset = box.bodyStart + 4 + (version === 1 ? offsetV1 : offsetV0);
  const size = version === 1 && wide ? 8 : 4;
  if (version > 1 || offset + size > box.end) return null;
  if (size === 4) {
    const value = view.getUint32(offset);
    return value === 0xffffffff ? null : value;
  }
  const value = view.getBigUint64(offset);
  return value === 0xffffffffffffffffn || value > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(value);
}

/**
 * Seconds from moov/mvhd (timescale and duration, versions 0 and 1). A fragmented file may leave mvhd's
 * duration at 0 and give the length in moov/mvex/mehd instead.
 */
export function mp4DurationSeconds(bytes: Uint8Array): number | null {
  const top = readMp4Boxes(bytes);
  const moov = top?.find((b) => b.type === 'moov');
  if (!moov) return null;
  const mvhd = childBox(bytes, moov, 'mvhd');
  if (!mvhd || mvhd.end - mvhd.bodyStart < 4) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // v0: creation(4) modification(4) timescale(4) duration(4); v1: creation(8) modification(8) timescale(4) duration(8).
  const timescale = fullBoxField(view, mvhd, 8, 16, false);
  let duration = fullBoxField(view, mvhd, 12, 20, true);
  if (!duration) {
    const mvex = childBox(bytes, moov, 'mvex');
    const mehd = mvex ? childBox(bytes, mvex, 'mehd') : null;
    duration = mehd && mehd.end - mehd.bodyStart >= 4 ? fullBoxField(view, mehd, 0, 0, true) : null;
  }
  if (!timescale || !duration) return null;
  return duration / timescale;
}

// ── EBML (WebM) ──────────────────────────────────────────────────────────────────────────────────

export const EBML_ID = 0x1a45dfa3;
const DOC_TYPE_ID = 0x4282;
const SEGMENT_ID = 0x18538067;
const INFO_ID = 0x1549a966;
const TIMECODE_SCALE_ID = 0x2ad7b1;
const DURATION_ID = 0x4489;
const CLUSTER_ID = 0x1f43b675;

/** Length of a variable-size integer from its first byte (1–8), or null for 0x00. */
function vintLength(first: number): number | null {
  for (let length = 1; length <= 8; length++) if (first & (0x80 >> (length - 1))) return length;
  return null;
}

export type TEbmlElement = { id: number; dataStart: number; dataEnd: number; unknownSize: boolean };

/**
 * The element at `pos`: its id (marker bit kept, as the spec writes ids) and data range. An element of
 * unknown size (all size bits set, as live recordings write the Segment) runs to `end`. Null when the
 * header is malformed or the data runs past `end`.
 */
export function readEbmlElement(bytes: Uint8Array, pos: number, end = bytes.length): TEbmlElement | null {
  if (pos >= end) return null;
  const idLength = vintLength(bytes[pos] ?? 0);
  if (!idLength || idLength > 4 || pos + idLength >= end) return null;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + (bytes[pos + i] ?? 0);
  const sizePos = pos + idLength;
  const sizeLength = vintLength(bytes[sizePos] ?? 0);
  if (!sizeLength || sizePos + sizeLength > end) return null;
  let size = (bytes[sizePos] ?? 0) & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = bytes[sizePos + i] ?? 0;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  const dataStart = sizePos + sizeLength;
  if (allOnes) return { id, dataStart, dataEnd: end, unknownSize: true };
  if (!Number.isSafeInteger(size) || dataStart + size > end) return null;
  return { id, dataStart, dataEnd: dataStart + size, unknownSize: false };
}

/** The known-size children of a master element, in order; stops (without failing) at the first unknown-size one. */
function ebmlChildren(bytes: Uint8Array, start: number, end: number): TEbmlElement[] | null {
  const children: TEbmlElement[] = [];
  let pos = start;
  while (pos < end) {
    const element = readEbmlElement(bytes, pos, end);
    if (!element) return null;
    children.push(element);
    if (element.unknownSize) break;
    pos = element.dataEnd;
  }
  return children;
}

/** The EBML header's DocType ("webm", "matroska"), or null when the bytes do not start with a whole EBML header. */
export function ebmlDocType(bytes: Uint8Array): string | null {
  const header = readEbmlElement(bytes, 0);
  if (!header || header.id !== EBML_ID || header.unknownSize) return null;
  const docType = ebmlChildren(bytes, header.dataStart, header.dataEnd)?.find((e) => e.id === DOC_TYPE_ID);
  if (!docType) return null;
  return String.fromCharCode(...bytes.subarray(docType.dataStart, docType.dataEnd)).replace(/\0+$/, '');
}

function readUint(bytes: Uint8Array, element: TEbmlElement): number | null {
  const length = element.dataEnd - element.dataStart;
  if (length < 1 || length > 6) return null;
  let value = 0;
  for (let i = element.dataStart; i < element.dataEnd; i++) value = value * 256 + (bytes[i] ?? 0);
  return value;
}

function readFloat(bytes: Uint8Array, element: TEbmlElement): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset + element.dataStart, element.dataEnd - element.dataStart);
  if (view.byteLength === 4) return view.getFloat32(0);
  if (view.byteLength === 8) return view.getFloat64(0);
  return null;
}

/**
 * Seconds from Segment/Info: Duration (a float in TimecodeScale units, default 1 ms) × TimecodeScale ns.
 * A Segment of known size must lie wholly in the file (else it was truncated); Info must come before the
 * first Cluster, as WebM requires.
 */
export function webmDurationSeconds(bytes: Uint8Array): number | null {
  if (ebmlDocType(bytes) !== 'webm') return null;
  const header = readEbmlElement(bytes, 0);
  if (!header) return null;
  const segment = readEbmlElement(bytes, header.dataEnd);
  if (!segment || segment.id !== SEGMENT_ID) return null;
  let pos = segment.dataStart;
  while (pos < segment.dataEnd) {
    const element = readEbmlElement(bytes, pos, segment.dataEnd);
    if (!element || element.unknownSize || element.id === CLUSTER_ID) return null;
    if (element.id === INFO_ID) return infoDuration(bytes, element);
    pos = element.dataEnd;
  }
  return null;
}

function infoDuration(bytes: Uint8Array, info: TEbmlElement): number | null {
  const children = ebmlChildren(bytes, info.dataStart, info.dataEnd);
  if (!children) return null;
  const scaleElement = children.find((e) => e.id === TIMECODE_SCALE_ID);
  const durationElement = children.find((e) => e.id === DURATION_ID);
  const scale = scaleElement ? readUint(bytes, scaleElement) : 1_000_000;
  const duration = durationElement ? readFloat(bytes, durationElement) : null;
  if (!scale || duration === null || !Number.isFinite(duration) || duration <= 0) return null;
  return (duration * scale) / 1e9;
}
