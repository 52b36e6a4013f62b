import { asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { heroMedia, sliderImages, type THeroMediaRow } from '../../db/schema';

/** pg_advisory_xact_lock(namespace, key): two admins saving the hero (or the slider) at once take turns. */
const MEDIA_LOCK_NAMESPACE = 0x6d656469;
const LOCK_KEYS = { hero: 1, slider: 2 } as const;

export async function lockMedia(tx: DbExecutor, which: keyof typeof LOCK_KEYS): Promise<void> {
  await tx.execute(sql`select 1 as locked from pg_advisory_xact_lock(${MEDIA_LOCK_NAMESPACE}::int, ${LOCK_KEYS[which]}::int)`);
}

export async function findCurrentHero(db: DbExecutor) {
  const rows = await db.select().from(heroMedia).orderBy(desc(heroMedia.createdAt), desc(heroMedia.id)).limit(1);
  return rows[0];
}

/** Makes `hero` the only hero row; answers the paths the removed rows held. */
export async function replaceHero(tx: DbExecutor, hero: Pick<THeroMediaRow, 'path' | 'kind' | 'mime'>): Promise<string[]> {
  const removed = await tx.delete(heroMedia).returning({ path: heroMedia.path });
  await tx.insert(heroMedia).values(hero);
  return removed.map((r) => r.path);
}

/** Deletes the current (newest) hero row; answers its path, or null when there was none. */
export async function deleteCurrentHero(tx: DbExecutor): Promise<string | null> {
  const current = await findCurrentHero(tx);
  if (!current) return null;
  await tx.delete(heroMedia).where(eq(heroMedia.id, current.id));
  return current.path;
}

export async function findSliderImages(db: DbExecutor) {
  return db.select().from(sliderImages).orderBy(asc(sliderImages.position), asc(sliderImages.id));
}

/** Which of `ids` are slider images. */
export async function findExistingSliderIds(db: DbExecutor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sliderImages.id })
    .from(sliderImages)
    .where(inArray(sliderImages.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Deletes every slider image but `keepIds`; answers the deleted rows' paths. */
export async function deleteSliderImagesExcept(tx: DbExecutor, keepIds: readonly number[]): Promise<string[]> {
  const removed = await tx
    .delete(sliderImages)
    .where(keepIds.length ? notInArray(sliderImages.id, [...keepIds]) : undefined)
    .returning({ path: sliderImages.path });
  return removed.map((r) => r.path);
}

export async function setSliderPosition(tx: DbExecutor, id: number, position: number): Promise<void> {
  await tx.update(sliderImages).set({ position }).where(eq(sliderImages.id, id));
}

export async function insertSliderImage(tx: DbExecutor, image: { path: string; position: number }): Promise<void> {
  await tx.insert(sliderImages).values(image);
}

/** Deletes one slider image; answers its path, or null when there is no such image. */
export async function deleteSliderImage(tx: DbExecutor, id: number): Promise<string | null> {
  const [row] = await tx.delete(sliderImages).where(eq(sliderImages.id, id)).returning({ path: sliderImages.path });
  return row?.path ?? null;
}
