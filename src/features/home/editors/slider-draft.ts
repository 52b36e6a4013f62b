import type { TSliderImage } from '../../../../contract/media';
import { MAX_SLIDER_IMAGES } from '../../../../contract/uploads';
import { checkSliderFile, type TUploadRefusal } from './media-checks';

/**
 * The slider editor's working list (docs/product.md §7 `POST admin/slider`): saved images kept by id,
 * new files added, in the order they will show. Images left out are removed by the server.
 */
export type TSliderDraftItem = { key: string; kind: 'saved'; id: number; url: string } | { key: string; kind: 'new'; file: File };

export function draftFromImages(images: readonly TSliderImage[]): TSliderDraftItem[] {
  return [...images].sort((a, b) => a.position - b.position).map((image) => ({ key: `saved-${image.id}`, kind: 'saved', id: image.id, url: image.url }));
}

/** A new list with the item at `from` moved to `to` (the others close up); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return next;
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * The multipart body of `POST admin/slider`: for each image its position (0 first) and either the id of a
 * saved image or the new file.
 */
export function buildSliderFormData(items: readonly TSliderDraftItem[]): FormData {
  const form = new FormData();
  items.forEach((item, index) => {
    form.append(`images[${index}][position]`, String(index));
    if (item.kind === 'saved') form.append(`images[${index}][id]`, String(item.id));
    else form.append(`images[${index}][file]`, item.file, item.file.name);
  });
  return form;
}

/** True when saving would change nothing: the same saved images in the same order, none new. */
export function isUnchanged(items: readonly TSliderDraftItem[], images: readonly TSliderImage[]): boolean {
  const saved = draftFromImages(images);
  return items.length === saved.length && items.every((item, index) => item.kind === 'saved' && item.key === saved[index]?.key);
}

export type TAddFilesResult = {
  items: TSliderDraftItem[];
  /** Files refused by their type or size, with why. */
  refused: { file: File; refusal: TUploadRefusal }[];
  /** Acceptable files left out because the slider was full (MAX_SLIDER_IMAGES). */
  overLimit: number;
};

/**
 * Appends the acceptable `files` after `items`, up to MAX_SLIDER_IMAGES, with keys from `nextKey`; the
 * others are reported so the editor can say why each one was left out.
 */
export function addFiles(items: readonly TSliderDraftItem[], files: readonly File[], nextKey: () => string): TAddFilesResult {
  const next = [...items];
  const refused: TAddFilesResult['refused'] = [];
  let overLimit = 0;
  for (const file of files) {
    const refusal = checkSliderFile(file);
    if (refusal !== null) refused.push({ file, refusal });
    else if (next.length >= MAX_SLIDER_IMAGES) overLimit += 1;
    else next.push({ key: nextKey(), kind: 'new', file });
  }
  return { items: next, refused, overLimit };
}
