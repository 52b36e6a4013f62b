import type { HERO_MIME_TYPES } from '../../../contract/uploads';
import { EBML_ID, ebmlDocType } from './uploads.container';

/*
 * A file's type decided from its first bytes (magic numbers), never from its name or Content-Type
 * (docs/architecture.md §7): a script renamed .jpg, an SVG, HTML or a GIF is none of these and is refused.
 */

export type TFileType = (typeof HERO_MIME_TYPES)[number];

/** How many leading bytes the sniffer needs at most (the WebM EBML header with its DocType fits well within). */
export const SNIFF_BYTES = 4096;

/** ISO BMFF brands of still images (HEIF, AVIF): they share MP4's `ftyp` box but are not videos. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((ch) => ch.charCodeAt(0));
}

/** The type of a file from its head (its first SNIFF_BYTES bytes, or all of it when shorter), or null. */
export function sniffFileType(head: Uint8Array): TFileType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('ftyp'), 4) && head.length >= 12) {
    const majorBrand = String.fromCharCode(...head.subarray(8, 12));
    return IMAGE_BRANDS.has(majorBrand) ? null : 'video/mp4';
  }
  if (startsWith(head, [EBML_ID >>> 24, (EBML_ID >>> 16) & 0xff, (EBML_ID >>> 8) & 0xff, EBML_ID & 0xff])) {
    // Matroska (.mkv) shares the EBML header; only its WebM profile plays in every browser.
    return ebmlDocType(head) === 'webm' ? 'video/webm' : null;
  }
  return null;
}

export function isVideoType(type: TFileType): type is 'video/mp4' | 'video/webm' {
  return type === 'video/mp4' || type === 'video/webm';
}
