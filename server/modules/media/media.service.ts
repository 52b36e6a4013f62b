import type { THeroResponse, TSliderImage } from '../../../contract/media';
import type { Db } from '../../db/client';
import { findCurrentHero, findSliderImages } from './media.repository';

/** The newest hero image or video of the home page, or nothing. */
export async function getHero(db: Db): Promise<THeroResponse['data']> {
  const hero = await findCurrentHero(db);
  return { url: hero ? `/uploads/${hero.path}` : null, kind: hero?.kind ?? null };
}

/** The home page slider, in its order. */
export async function listSliderImages(db: Db): Promise<TSliderImage[]> {
  const rows = await findSliderImages(db);
  return rows.map((r) => ({ id: r.id, url: `/uploads/${r.path}`, position: r.position }));
}
