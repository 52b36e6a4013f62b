import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/** A page of the sitemap's: its id and when its row last changed. */
export type TSitemapRow = { id: number; updatedAt: Date };

type TRawRow = { id: number | string; updated_at: Date | string };

function toRows(rows: TRawRow[]): TSitemapRow[] {
  return rows.map((row) => ({ id: Number(row.id), updatedAt: new Date(row.updated_at) }));
}

/** Live events, as the public list shows them: not cancelled and not over yet; soonest first. */
export async function findLiveEvents(db: DbExecutor, now: Date, limit: number): Promise<TSitemapRow[]> {
  const result = await db.execute<TRawRow>(sql`
    select e.id, e.updated_at from events e
    where e.cancelled_at is null and e.finish_date >= ${now}
    order by e.start_date asc, e.id asc
    limit ${limit}`);
  return toRows(result.rows);
}

/**
 * Categories whose page lists at least one live event: those a live event is filed under, and their
 * ancestors (a parent's page includes its descendants' events, as the events filter does).
 */
export async function findCategoriesWithLiveEvents(db: DbExecutor, now: Date, limit: number): Promise<TSitemapRow[]> {
  const result = await db.execute<TRawRow>(sql`
    with recursive listed(id) as (
      select ec.category_id from event_categories ec join events e on e.id = ec.event_id
      where e.cancelled_at is null and e.finish_date >= ${now}
      union
      select c.parent_id from categories c join listed on c.id = listed.id where c.parent_id is not null
    )
    select c.id, c.updated_at from categories c
    where c.id in (select id from listed)
    order by c.position asc, c.id asc
    limit ${limit}`);
  return toRows(result.rows);
}
