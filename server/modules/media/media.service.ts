import type { TUploadStore } from '../../lib/storage';
import type { THeroResponse, TSliderImage } from '../../../contract/media';
import type { Db } from '../../db/client';
import { fileRequired } from '../uploads/uploads.errors';
import { isVideoType } from '../uploads/uploads.sniff';
import {
  discardUpload,
  removeUploadIfUnused,
  srcSetOf,
  storeHeroVideo,
  storeImage,
  uploadUrl,
  type TForm,
  type TReadMultipartOptions,
} from '../uploads/uploads.service';
import { oneHeroFileOnly, sliderImageNotFound, unknownSliderImages } from './media.errors';
import {
  deleteCurrentHero,
  deleteSliderImage as deleteSliderImageRow,
  deleteSliderImagesExcept,
  findCurrentHero,
  findExistingSliderIds,
  findSliderImages,
  insertSliderImage,
  lockMedia,
  replaceHero,
  setSliderPosition,
} from './media.repository';
import { parseSliderForm, type TSliderEntry } from './media.slider-form';

export type TMediaDeps = { db: Db; uploads: TUploadStore };

/** The newest hero image or video of the home page, or nothing. */
export async function getHero(db: Db): Promise<THeroResponse['data']> {
  const hero = await findCurrentHero(db);
  if (!hero) return { url: null, kind: null };
  const srcset = srcSetOf(hero.path);
  return { url: uploadUrl(hero.path), kind: hero.kind, ...(srcset ? { srcset } : {}) };
}

/** The home page slider, in its order. */
export async function listSliderImages(db: Db): Promise<TSliderImage[]> {
  const rows = await findSliderImages(db);
  return rows.map((r) => {
    const srcset = srcSetOf(r.path);
    return { id: r.id, url: uploadUrl(r.path), position: r.position, ...(srcset ? { srcset } : {}) };
  });
}

// ── hero ─────────────────────────────────────────────────────────────────────────────────────────

/** `POST admin/hero`: one file in field `file`, an image (any of hero's types) or a video of at most 60 s. */
export const HERO_FORM: TReadMultipartOptions = { fileField: (field) => (field === 'file' ? 'hero' : null), maxFiles: { count: 1, error: oneHeroFileOnly } };

/**
 * Makes the uploaded file the hero. The file is checked and stored first, then it replaces every hero row
 * in one transaction; the previous files are deleted after the commit, once nothing points at them.
 */
export async function uploadHero(deps: TMediaDeps, form: TForm): Promise<THeroResponse['data']> {
  const file = form.files.find((f) => f.field === 'file');
  if (!file) throw fileRequired('file');
  const stored = isVideoType(file.type)
    ? { ...(await storeHeroVideo(deps.uploads, file.bytes)), kind: 'video' as const }
    : { path: (await storeImage(deps.uploads, file.bytes, 'hero')).path, mime: 'image/webp', kind: 'image' as const };
  let replaced: string[];
  try {
    replaced = await deps.db.transaction(async (tx) => {
      await lockMedia(tx, 'hero');
      return replaceHero(tx, stored);
    });
  } catch (error) {
    await discardUpload(deps.uploads, stored.path);
    throw error;
  }
  for (const path of replaced) await removeUploadIfUnused(deps.db, deps.uploads, path);
  return getHero(deps.db);
}

/** `DELETE admin/hero`: removes the current hero and answers the one now current (none, after an upload). */
export async function removeHero(deps: TMediaDeps): Promise<THeroResponse['data']> {
  const removed = await deps.db.transaction(async (tx) => {
    await lockMedia(tx, 'hero');
    return deleteCurrentHero(tx);
  });
  await removeUploadIfUnused(deps.db, deps.uploads, removed);
  return getHero(deps.db);
}

// ── slider ───────────────────────────────────────────────────────────────────────────────────────

function missingIndexes(entries: readonly TSliderEntry[], existing: Set<number>): number[] {
  return entries.flatMap((e) => (e.id !== null && !existing.has(e.id) ? [e.index] : []));
}

/**
 * `POST admin/slider`: keeps, reorders, adds and removes in one request, all or nothing. Every new file is
 * stored before the database changes (a refused one answers its error and the others are deleted); the
 * new order is written in one transaction (positions 0, 1, 2, …); the removed images' files are deleted
 * after the commit.
 */
export async function saveSlider(deps: TMediaDeps, form: TForm): Promise<TSliderImage[]> {
  const entries = parseSliderForm(form);
  const keptIds = entries.flatMap((e) => (e.id === null ? [] : [e.id]));
  const unknown = missingIndexes(entries, await findExistingSliderIds(deps.db, keptIds));
  if (unknown.length) throw unknownSliderImages(unknown);

  const storedPaths = new Map<number, string>();
  let removed: string[];
  try {
    for (const entry of entries) {
      if (entry.file) storedPaths.set(entry.index, (await storeImage(deps.uploads, entry.file.bytes, 'slider')).path);
    }
    removed = await deps.db.transaction(async (tx) => {
      await lockMedia(tx, 'slider');
      // Checked again under the lock: another save may have removed a kept image meanwhile.
      const gone = missingIndexes(entries, await findExistingSliderIds(tx, keptIds));
      if (gone.length) throw unknownSliderImages(gone);
      const deleted = await deleteSliderImagesExcept(tx, keptIds);
      for (const [position, entry] of entries.entries()) {
        const path = storedPaths.get(entry.index);
        if (entry.id !== null) await setSliderPosition(tx, entry.id, position);
        else if (path) await insertSliderImage(tx, { path, position });
      }
      return deleted;
    });
  } catch (error) {
    await Promise.all([...storedPaths.values()].map((path) => discardUpload(deps.uploads, path)));
    throw error;
  }
  for (const path of removed) await removeUploadIfUnused(deps.db, deps.uploads, path);
  return listSliderImages(deps.db);
}

/** `DELETE slider/{id}`: removes one slider image and its files; answers the slider left. */
export async function deleteSliderImage(deps: TMediaDeps, id: number): Promise<TSliderImage[]> {
  const removed = await deps.db.transaction(async (tx) => {
    await lockMedia(tx, 'slider');
    return deleteSliderImageRow(tx, id);
  });
  if (removed === null) throw sliderImageNotFound();
  await removeUploadIfUnused(deps.db, deps.uploads, removed);
  return listSliderImages(deps.db);
}
