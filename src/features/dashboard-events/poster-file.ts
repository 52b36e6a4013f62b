import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '../../../contract/uploads';

/** The `accept` of the poster input: what the server takes (contract/uploads.ts). */
export const POSTER_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** The image limit in whole megabytes, for the hint and the message. */
export const MAX_POSTER_MEGABYTES = Math.floor(MAX_IMAGE_BYTES / (1024 * 1024));

export type TPosterProblem = 'type' | 'size';

/**
 * Checked before sending, so the admin hears at once (docs/architecture.md §7); the server decides again
 * from the file's bytes, since a browser's `type` comes from the file name.
 */
export function posterFileProblem(file: Pick<File, 'type' | 'size'>): TPosterProblem | null {
  if (!IMAGE_MIME_TYPES.some((type) => type === file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}
