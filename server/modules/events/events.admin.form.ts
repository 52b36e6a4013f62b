import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '../../lib/errors';

/*
 * Reads the multipart form of `POST admin/events` and `POST admin/events/{id}` (docs/product.md §7):
 * text fields into a plain object for the contract's zod schema, repeated `category_ids[]` /
 * `badge_ids[]` into lists, and the `poster_image` file into memory. Anything that is not a readable
 * multipart form is answered with a 4xx, never a 500.
 */

/** The file of the form, as received; its type is decided later from its bytes, never from these names. */
export type TFormFile = { fieldname: string; filename: string; bytes: Buffer };

export type TEventForm = { fields: Record<string, string | string[]>; poster: TFormFile | null };

const LIST_FIELDS = ['category_ids', 'badge_ids'] as const;
const POSTER_FIELD = 'poster_image';

/** `category_ids[]`, `category_ids[0]` and a bare `category_ids` all name the list. */
function listNameOf(fieldname: string): string | null {
  const base = fieldname.replace(/\[\d*\]$/, '');
  return (LIST_FIELDS as readonly string[]).includes(base) ? base : null;
}

function malformed(): AppError {
  return new AppError(400, 'request.malformed', 'The form could not be read. Send it again as multipart/form-data.');
}

/** Errors of the multipart reader that already carry a 4xx (limits, prototype keys) go to the error handler as they are. */
function isClientError(error: unknown): boolean {
  return error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

export async function readEventForm(request: FastifyRequest, options: { maxFileBytes?: number } = {}): Promise<TEventForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'request.unsupported_media_type', 'A multipart/form-data body is expected.');
  }
  const fields: Record<string, string | string[]> = {};
  const errors: Record<string, string[]> = {};
  let poster: TFormFile | null = null;
  try {
    const parts = request.parts(options.maxFileBytes === undefined ? undefined : { limits: { fileSize: options.maxFileBytes } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== POSTER_FIELD || poster) {
          part.file.resume();
          (errors[part.fieldname] ??= []).push(part.fieldname === POSTER_FIELD ? 'Send one poster image.' : 'No file is expected here.');
          continue;
        }
        const bytes = await part.toBuffer();
        // A form whose file input was left empty still sends the part, with no name and no bytes.
        if (bytes.length > 0 || part.filename) poster = { fieldname: part.fieldname, filename: part.filename, bytes };
        continue;
      }
      if (typeof part.value !== 'string' || part.valueTruncated) {
        (errors[part.fieldname] ??= []).push('This value could not be read.');
        continue;
      }
      const list = listNameOf(part.fieldname);
      if (list) {
        const values = fields[list];
        const next = Array.isArray(values) ? values : [];
        // A single empty value sends the list empty (an update clears it that way).
        if (part.value.trim() !== '') next.push(part.value.trim());
        fields[list] = next;
      } else if (Object.hasOwn(fields, part.fieldname)) {
        (errors[part.fieldname] ??= []).push('Send this field once.');
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError || isClientError(error)) throw error;
    throw malformed();
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { fields, poster };
}
