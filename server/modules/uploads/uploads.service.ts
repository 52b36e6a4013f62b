import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HERO_MIME_TYPES, IMAGE_MIME_TYPES, MAX_HERO_VIDEO_SECONDS, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_VIDEO_BYTES } from '../../../contract/uploads';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { DirectoryStore, type TUploadStore } from '../../lib/storage';
import { mp4DurationSeconds, webmDurationSeconds } from './uploads.container';
import {
  fileTooLarge,
  imageUnreadable,
  malformedMultipart,
  notMultipart,
  tooManyPixels,
  typeNotAllowed,
  videoTooLong,
  videoUnreadable,
} from './uploads.errors';
import { findUploadPathsInUse, isUploadInUse } from './uploads.repository';
import { isVideoType, SNIFF_BYTES, sniffFileType, type TFileType } from './uploads.sniff';

/*
 * One uploads module for event posters, slider images and the hero (docs/product.md §5, docs/architecture.md
 * §7). A request is read with readMultipart (types sniffed and sizes limited while streaming), then each
 * file is stored with storeImage / storeHeroVideo, which write nothing unless the file is accepted. Stored
 * paths are relative to the uploads directory (served at /uploads/); a replaced file is removed with
 * removeUploadIfUnused once no row points at it.
 */

export type TUploadPurpose = 'poster' | 'slider' | 'hero';

/** Where each purpose stores its files, the WebP widths it renders (largest first) and the types it takes. */
const PURPOSES = {
  poster: { dir: 'posters', widths: [800, 400], types: IMAGE_MIME_TYPES },
  slider: { dir: 'slider', widths: [1600, 800], types: IMAGE_MIME_TYPES },
  hero: { dir: 'hero', widths: [1920, 960], types: HERO_MIME_TYPES },
} as const satisfies Record<TUploadPurpose, { dir: string; widths: readonly number[]; types: readonly TFileType[] }>;

const SHARP_FORMATS: Record<(typeof IMAGE_MIME_TYPES)[number], string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };
const WEBP = { quality: 80, effort: 4 } as const;

// ── reading a multipart request ──────────────────────────────────────────────────────────────────

/**
 * Text fields by name. A name ending in `[]` (`category_ids[]`) is stored without the brackets and is
 * always an array; a plain name sent more than once becomes an array too. Other bracketed names
 * (`images[0][id]`) are kept as raw keys. The object has no prototype, so `constructor` is just a key.
 */
export type TFormFields = Record<string, string | string[]>;
export type TFormFile = { field: string; bytes: Buffer; type: TFileType };
export type TForm = { fields: TFormFields; files: TFormFile[] };

export type TReadMultipartOptions = {
  /** What a file field is for (its allowed types and size), or null: files in other fields are read and dropped. */
  fileField: (field: string) => TUploadPurpose | null;
  /** At most this many (non-empty) files; the next one answers `error()`. */
  maxFiles?: { count: number; error: () => AppError };
};

/**
 * Reads a multipart/form-data request. Each file's type is sniffed from its first bytes and checked against
 * its purpose (415 uploads.type_not_allowed) and its size counted while it streams: an image stops at
 * MAX_IMAGE_BYTES, a video at MAX_VIDEO_BYTES (413 uploads.too_large), so an oversized file is never held
 * whole. An empty file part (a file input left blank) is skipped. Not multipart → 415; a malformed body → 400.
 */
export async function readMultipart(request: FastifyRequest, options: TReadMultipartOptions): Promise<TForm> {
  if (!request.isMultipart()) throw notMultipart();
  const fields = Object.create(null) as TFormFields;
  const files: TFormFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        addField(fields, part.fieldname, typeof part.value === 'string' ? part.value : JSON.stringify(part.value));
        continue;
      }
      const purpose = options.fileField(part.fieldname);
      if (!purpose) {
        for await (const _chunk of part.file) {
          // Read to the end (bounded by the plugin's file limit) and dropped: busboy waits for each part.
        }
        continue;
      }
      const received = await readFilePart(part.file, purpose);
      if (!received) continue;
      if (options.maxFiles && files.length >= options.maxFiles.count) throw options.maxFiles.error();
      files.push({ field: part.fieldname, ...received });
    }
  } catch (error) {
    discardRestOfBody(request);
    // Fastify's own multipart errors (limits) carry a status and a code the error handler maps; anything
    // else busboy throws ("Unexpected end of multipart data", a missing boundary) is a malformed body.
    if (error instanceof AppError || (error instanceof Error && 'statusCode' in error && 'code' in error)) throw error;
    throw malformedMultipart();
  }
  return { fields, files };
}

/** After a refusal, the rest of a body this long is dropped; a client still sending past it is cut off. */
const DISCARD_LIMIT = MAX_VIDEO_BYTES;

/**
 * A refusal answers before the body has been read to its end. Node leaves a body it has started reading
 * alone, so the connection would stay busy forever (and the client, still sending, might never read the
 * answer): read and drop the rest instead, without holding it.
 */
function discardRestOfBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  // Detach the multipart parser first: its own clean-up unpipes later, and the last unpipe pauses the stream.
  raw.unpipe();
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_LIMIT) raw.destroy();
  });
  raw.resume();
}

function addField(fields: TFormFields, name: string, value: string): void {
  const isList = name.endsWith('[]');
  const key = isList ? name.slice(0, -2) : name;
  const current = Object.hasOwn(fields, key) ? fields[key] : undefined;
  if (current === undefined) fields[key] = isList ? [value] : value;
  else fields[key] = [...[current].flat(), value];
}

function maxBytesOf(type: TFileType): number {
  return isVideoType(type) ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES;
}

function allowedType(head: Uint8Array, purpose: TUploadPurpose): TFileType {
  const type = sniffFileType(head);
  if (!type || !(PURPOSES[purpose].types as readonly TFileType[]).includes(type)) throw typeNotAllowed();
  return type;
}

/** A file part's bytes and type, or null when it is empty; throws as soon as the type or size is refused. */
async function readFilePart(stream: Readable & { truncated?: boolean }, purpose: TUploadPurpose): Promise<{ bytes: Buffer; type: TFileType } | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let type: TFileType | null = null;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (!type && size >= SNIFF_BYTES) type = allowedType(Buffer.concat(chunks), purpose);
    // Until the type is known (the first few KB) the largest limit applies.
    const limit = type ? maxBytesOf(type) : MAX_VIDEO_BYTES;
    if (size > limit) throw fileTooLarge(limit);
  }
  if (size === 0) return null;
  const bytes = Buffer.concat(chunks, size);
  type ??= allowedType(bytes, purpose);
  // busboy stops a file at the plugin's own limit (server/app.ts) and marks it truncated.
  if (stream.truncated || size > maxBytesOf(type)) throw fileTooLarge(maxBytesOf(type));
  return { bytes, type };
}

// ── storing ──────────────────────────────────────────────────────────────────────────────────────

export type TStoredImage = { path: string; srcset: string };
export type TStoredVideo = { path: string; mime: 'video/mp4' | 'video/webm' };

function randomName(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Re-encodes an image to WebP in its purpose's widths (`<dir>/<random>-<width>.webp`; never upscaled, so a
 * narrow source keeps its own width under the variant's name) and returns the largest variant's path with
 * a srcset. The declared size is checked before any pixel is decoded (a "decompression bomb" is refused
 * from its header); rotate() applies the EXIF orientation and the output carries no metadata (EXIF, GPS,
 * ICC, XMP), as sharp writes none unless asked.
 */
export async function storeImage(store: TUploadStore, bytes: Buffer, purpose: TUploadPurpose): Promise<TStoredImage> {
  const type = sniffFileType(bytes.subarray(0, SNIFF_BYTES));
  if (!type || isVideoType(type)) throw typeNotAllowed();
  if (bytes.length > MAX_IMAGE_BYTES) throw fileTooLarge(MAX_IMAGE_BYTES);
  let header: sharp.Metadata;
  try {
    // No pixel limit here: the header is all that is read, and the limit is ours to check.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw imageUnreadable();
  }
  if (!header.width || !header.height || header.format !== SHARP_FORMATS[type]) throw imageUnreadable();
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw tooManyPixels();

  const { dir, widths } = PURPOSES[purpose];
  const name = randomName();
  const variants: { relative: string; bytes: Buffer }[] = [];
  try {
    for (const width of widths) {
      const encoded = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize({ width, withoutEnlargement: true }).webp(WEBP).toBuffer();
      variants.push({ relative: `${dir}/${name}-${width}.webp`, bytes: encoded });
    }
  } catch {
    throw imageUnreadable();
  }
  await store.putAll(variants);
  const stored = `${dir}/${name}-${widths[0]}.webp`;
  return { path: stored, srcset: srcSetOf(stored) ?? '' };
}

/**
 * Stores a hero video as it came (no transcoding) as `hero/<random>.mp4|.webm`, after reading its duration
 * from the container: over MAX_HERO_VIDEO_SECONDS → 422 "Video must be 60 seconds or less"; a duration that
 * cannot be read (missing, malformed, truncated file) → 422 uploads.video_unreadable.
 */
export async function storeHeroVideo(store: TUploadStore, bytes: Buffer): Promise<TStoredVideo> {
  const type = sniffFileType(bytes.subarray(0, SNIFF_BYTES));
  if (!type || !isVideoType(type)) throw typeNotAllowed();
  if (bytes.length > MAX_VIDEO_BYTES) throw fileTooLarge(MAX_VIDEO_BYTES);
  const seconds = type === 'video/mp4' ? mp4DurationSeconds(bytes) : webmDurationSeconds(bytes);
  if (seconds === null) throw videoUnreadable();
  if (seconds > MAX_HERO_VIDEO_SECONDS) throw videoTooLong();
  const relative = `${PURPOSES.hero.dir}/${randomName()}.${type === 'video/mp4' ? 'mp4' : 'webm'}`;
  await store.putAll([{ relative, bytes }]);
  return { path: relative, mime: type };
}

// ── paths, srcset and removal ────────────────────────────────────────────────────────────────────

/** Only names this module (or the demo seed) writes: a folder of ours and one plain file name. */
const STORED_PATH = /^(posters|slider|hero)\/([A-Za-z0-9_-]+?)(?:-(\d+)\.webp|\.(?:webp|mp4|webm))$/;

/** The WebP variants of a stored image path, largest first; null for a video or a path not in that form. */
function variantsOf(stored: string): { relative: string; width: number }[] | null {
  const match = STORED_PATH.exec(stored);
  if (!match?.[3]) return null;
  const [, dir, name, width] = match;
  const purpose = Object.values(PURPOSES).find((p) => p.dir === dir);
  if (!purpose || !(purpose.widths as readonly number[]).includes(Number(width))) return null;
  return purpose.widths.map((w) => ({ relative: `${dir}/${name}-${w}.webp`, width: w }));
}

/** The public URL of a stored path (server/plugins/web.ts serves the uploads directory there). */
export function uploadUrl(stored: string): string {
  return `/uploads/${stored}`;
}

/** `srcset` for a stored image (`/uploads/x-400.webp 400w, /uploads/x-800.webp 800w`), or undefined. */
export function srcSetOf(stored: string | null | undefined): string | undefined {
  const variants = stored ? variantsOf(stored) : null;
  if (!variants) return undefined;
  return [...variants]
    .reverse()
    .map((v) => `${uploadUrl(v.relative)} ${v.width}w`)
    .join(', ');
}

/**
 * Deletes a stored upload's files (every variant) without asking the database: for files this request
 * just wrote and is abandoning. Paths not in the module's own form are left alone.
 */
export async function discardUpload(store: TUploadStore, stored: string): Promise<void> {
  if (!STORED_PATH.test(stored)) return;
  const relatives = variantsOf(stored)?.map((v) => v.relative) ?? [stored];
  await store.remove(relatives);
}

/**
 * Deletes a replaced or removed upload once no event, hero or slider row points at it. Called after the
 * change is committed; a file that cannot be deleted is left behind (it costs disk, not correctness), so
 * the answer still reports what the database now holds.
 */
export async function removeUploadIfUnused(db: DbExecutor, store: TUploadStore, stored: string | null | undefined): Promise<void> {
  if (!stored || (await isUploadInUse(db, stored))) return;
  await discardUpload(store, stored).catch(() => undefined);
}

/** How old a file must be before the sweep may take it: older than any upload still being written. */
export const SWEEP_MIN_AGE_MS = 10 * 60 * 1000;

/**
 * Removes what a crash left in the uploads directory (docs/architecture.md §3): staged `.tmp` files of a
 * write that never finished, and files of our own form (every variant) that no row points at, such as the
 * variants of an upload whose database row was never committed. Only files older than SWEEP_MIN_AGE_MS,
 * so an upload in flight in another process is never touched; names not in our form are left alone. Runs
 * at start; S3 buckets are left to their lifecycle rules. Returns the paths removed.
 */
export async function sweepOrphanUploads(db: DbExecutor, store: TUploadStore, now: Date): Promise<string[]> {
  if (!(store instanceof DirectoryStore)) return [];
  const folders = Object.values(PURPOSES).map((p) => p.dir);
  const files = await store.list(folders);
  const kept = new Set<string>();
  for (const stored of await findUploadPathsInUse(db)) {
    kept.add(stored);
    for (const variant of variantsOf(stored) ?? []) kept.add(variant.relative);
  }
  const old = files.filter((f) => now.getTime() - f.modifiedAt.getTime() > SWEEP_MIN_AGE_MS);
  const orphans = old
    .filter((f) => {
      const name = f.relative.slice(f.relative.indexOf('/') + 1);
      if (name.startsWith('.') && name.endsWith('.tmp')) return true;
      return STORED_PATH.test(f.relative) && !kept.has(f.relative);
    })
    .map((f) => f.relative);
  await store.remove(orphans);
  return orphans;
}
