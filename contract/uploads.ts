/*
 * Upload rules shared by the server (which enforces them on the file's bytes) and the screens (which
 * check before sending, so an admin hears at once). docs/product.md §5, docs/architecture.md §7.
 */

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;
/** The hero takes images and short videos; posters and slider images take images only. */
export const HERO_MIME_TYPES = [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES] as const;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/** Declared width × height above this is refused before decoding (a "decompression bomb"). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** docs/product.md §9: hero video maximum duration. */
export const MAX_HERO_VIDEO_SECONDS = 60;
/** Slider images saved in one request. */
export const MAX_SLIDER_IMAGES = 12;
