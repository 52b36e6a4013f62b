import { MAX_ID } from '../../../contract/ids';
import { MAX_SLIDER_IMAGES } from '../../../contract/uploads';
import { validationFailed } from '../../lib/errors';
import type { TForm, TFormFile, TReadMultipartOptions } from '../uploads/uploads.service';
import { tooManySliderImages } from './media.errors';

/*
 * `POST admin/slider` (docs/product.md §7): `images[i][position]` with `images[i][id]` (keep an existing
 * image) or `images[i][file]` (add one). The form lists the whole new slider: images left out are removed.
 */

const FILE_FIELD = /^images\[(\d{1,4})\]\[file\]$/;
const TEXT_FIELD = /^images\[(\d{1,4})\]\[(id|position)\]$/;
const WHOLE_NUMBER = /^-?\d{1,9}$/;

/** How the slider form is read: files only under `images[i][file]`, at most MAX_SLIDER_IMAGES of them. */
export const SLIDER_FORM: TReadMultipartOptions = {
  fileField: (field) => (FILE_FIELD.test(field) ? 'slider' : null),
  maxFiles: { count: MAX_SLIDER_IMAGES, error: tooManySliderImages },
};

/** One image of the new slider: `index` is its `i` in the form (errors are reported under it). */
export type TSliderEntry = { index: number; position: number; id: number; file: null } | { index: number; position: number; id: null; file: TFormFile };

type TRawEntry = { id?: string | string[]; position?: string | string[]; files: TFormFile[] };

function collectEntries(form: TForm): Map<number, TRawEntry> {
  const raw = new Map<number, TRawEntry>();
  const entryAt = (index: number): TRawEntry => {
    const entry = raw.get(index) ?? { files: [] };
    raw.set(index, entry);
    return entry;
  };
  for (const [name, value] of Object.entries(form.fields)) {
    const match = TEXT_FIELD.exec(name);
    if (match?.[2] === 'id') entryAt(Number(match[1])).id = value;
    else if (match?.[2] === 'position') entryAt(Number(match[1])).position = value;
  }
  for (const file of form.files) {
    const match = FILE_FIELD.exec(file.field);
    if (match) entryAt(Number(match[1])).files.push(file);
  }
  return raw;
}

function parseWhole(value: string | string[] | undefined, pattern: RegExp): number | null {
  return typeof value === 'string' && pattern.test(value) ? Number(value) : null;
}

/**
 * The new slider in display order (by position, then by `i`). Each entry needs exactly one of id and
 * file; a position left out defaults to `i`. Field errors come back as `images.<i>.<field>`.
 */
export function parseSliderForm(form: TForm): TSliderEntry[] {
  const raw = collectEntries(form);
  if (raw.size > MAX_SLIDER_IMAGES) throw tooManySliderImages();

  const errors: Record<string, string[]> = {};
  const seenIds = new Set<number>();
  const entries: TSliderEntry[] = [];
  for (const [index, entry] of raw) {
    const key = `images.${index}`;
    const position = entry.position === undefined ? index : parseWhole(entry.position, WHOLE_NUMBER);
    if (position === null) errors[`${key}.position`] = ['The position must be a whole number.'];
    const [file, ...extraFiles] = entry.files;
    if (entry.id !== undefined && file) {
      errors[key] = ['Send either an id or a file, not both.'];
    } else if (entry.id === undefined && !file) {
      errors[`${key}.file`] = ['Please choose a file.'];
    } else if (extraFiles.length) {
      errors[`${key}.file`] = ['Send one file per image.'];
    } else if (file) {
      if (position !== null) entries.push({ index, position, id: null, file });
    } else {
      const id = parseWhole(entry.id, /^\d{1,10}$/);
      if (id === null || id < 1 || id > MAX_ID) errors[`${key}.id`] = ['The image id must be a positive whole number.'];
      else if (seenIds.has(id)) errors[`${key}.id`] = ['This image is listed twice.'];
      else if (position !== null) entries.push({ index, position, id, file: null });
      if (id !== null) seenIds.add(id);
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return entries.sort((a, b) => a.position - b.position || a.index - b.index);
}
