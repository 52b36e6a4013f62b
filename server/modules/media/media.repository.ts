import { asc, desc } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { heroMedia, sliderImages } from '../../db/schema';

export async function findCurrentHero(db: DbExecutor) {
  const rows = await db.select().from(heroMedia).orderBy(desc(heroMedia.createdAt), desc(heroMedia.id)).limit(1);
  return rows[0];
}

export async function findSliderImages(db: DbExecutor) {
  return db.select().from(sliderImages).orderBy(asc(sliderImages.position), asc(sliderImages.id));
}
