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
