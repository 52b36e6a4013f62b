import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/**
 * Whether any row still points at an uploaded file: an event's poster, a hero media or a slider image.
 * Checked before a file is deleted, so a file shared by two rows (or re-used by a seed) never disappears
 * from under one of them.
 */
export async function isUploadInUse(db: DbExecutor, storedPath: string): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(sql`
    select (
      exists (select 1 from events where poster_path = ${storedPath})
      or exists (select 1 from hero_media where path = ${storedPath})
      or exists (select 1 from slider_images where path = ${storedPath})
    ) as used`);
  return result.rows[0]?.used === true;
}

/** Every stored path a row points at (posters, hero media, slider images): what the start-up sweep keeps. */
export async function findUploadPathsInUse(db: DbExecutor): Promise<string[]> {
  const result = await db.execute<{ path: string }>(sql`
    select poster_path as path from events where poster_path is not null
    union select path from hero_media
    union select path from slider_images`);
  return result.rows.map((r) => r.path);
}
