import { IMAGE_MIME_TYPES, MAX_HERO_VIDEO_SECONDS, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, VIDEO_MIME_TYPES } from '../../../../contract/uploads';

/**
 * The checks an admin's file passes before it is sent (docs/product.md §5, contract/uploads.ts), so a
 * wrong file is refused at once instead of after the upload. The server checks the bytes again.
 */
export type TUploadRefusal = 'type' | 'size' | 'video_too_long' | 'video_unreadable';

export type TMediaKind = 'image' | 'video';

type TFileFacts = Pick<File, 'type' | 'size'>;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return list.some((entry) => entry === value);
}

/** The hero takes an image or a video; null for any other type. */
export function heroMediaKind(type: string): TMediaKind | null {
  if (isOneOf(IMAGE_MIME_TYPES, type)) return 'image';
  if (isOneOf(VIDEO_MIME_TYPES, type)) return 'video';
  return null;
}

/** Type and size of a hero file; the video's length is checked once it is read (checkVideoDuration). */
export function checkHeroFile(file: TFileFacts): TUploadRefusal | null {
  const kind = heroMediaKind(file.type);
  if (kind === null) return 'type';
  if (file.size > (kind === 'video' ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES)) return 'size';
  return null;
}

/** Slider images: images only. */
export function checkSliderFile(file: TFileFacts): TUploadRefusal | null {
  if (!isOneOf(IMAGE_MIME_TYPES, file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/**
 * docs/product.md §5: at most 60 seconds; a length the browser cannot tell (NaN, or Infinity for a stream
 * recorded without one) is refused like the server refuses unreadable metadata.
 */
export function checkVideoDuration(seconds: number): TUploadRefusal | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return 'video_unreadable';
  return seconds > MAX_HERO_VIDEO_SECONDS ? 'video_too_long' : null;
}

/** Whole megabytes of a byte limit, for messages. */
export function megabytes(bytes: number): number {
  return Math.floor(bytes / (1024 * 1024));
}

export type THeroFileCheck = { kind: TMediaKind; refusal: null } | { kind: null; refusal: TUploadRefusal };

/**
 * Every check of a chosen hero file: type and size, then a video's length read by `readDuration`
 * (video-duration.ts in the browser; only called for a video that passed the first checks). A length that cannot be read refuses the file.
 */
export async function inspectHeroFile(file: TFileFacts, readDuration: () => Promise<number>): Promise<THeroFileCheck> {
  const refusal = checkHeroFile(file);
  const kind = heroMediaKind(file.type);
  if (refusal !== null || kind === null) return { kind: null, refusal: refusal ?? 'type' };
  if (kind === 'image') return { kind, refusal: null };
  let seconds: number;
  try {
    seconds = await readDuration();
  } catch {
    return { kind: null, refusal: 'video_unreadable' };
  }
  const durationRefusal = checkVideoDuration(seconds);
  return durationRefusal === null ? { kind, refusal: null } : { kind: null, refusal: durationRefusal };
}
