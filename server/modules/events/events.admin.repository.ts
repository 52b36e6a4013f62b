import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TBadgeColor } from '../../../contract/badges';
import type { DbExecutor } from '../../db/client';
import { pgErrorOf, PG_FOREIGN_KEY_VIOLATION } from '../../db/errors';
import { badges, categories, eventBadges, eventCategories, events, type TEventRow } from '../../db/schema';

/* The administrator's event queries and writes (docs/product.md §7, docs/architecture.md §5). */

export type TAdminEventStatusFilter = 'upcoming' | 'running' | 'ended' | 'cancelled';

export type TAdminEventFilters = {
  limit: number;
  offset: number;
  /** Already normalised with normalizeSearchText; matched against search_text (both languages). */
  search?: string;
  status?: TAdminEventStatusFilter;
  now: Date;
};

export type TAdminEventRow = {
  id: number;
  name: string;
  name_ar: string;
  description: string;
  description_ar: string;
  start_date: Date | string;
  finish_date: Date | string;
  location: string | null;
  location_ar: string;
  poster_path: string | null;
  cancelled_at: Date | string | null;
  checkout_hold_minutes: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  categories: { id: number; name: string; name_ar: string; parent_id: number | null }[];
  badges: { id: number; name: string; name_ar: string; color: TBadgeColor }[];
  tickets_total: number | string;
  tickets_sold: number | string;
  checked_in: number | string;
  bookings_count: number | string;
  total_count?: number | string;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The event with both languages, its categories and badges as JSON, and its seat and door counts. */
const ADMIN_EVENT_COLUMNS = sql`
  e.id, e.name, e.name_ar, e.description, e.description_ar, e.start_date, e.finish_date, e.location, e.location_ar,
  e.poster_path, e.cancelled_at, e.checkout_hold_minutes, e.created_at, e.updated_at,
  coalesce((
    select json_agg(json_build_object('id', c.id, 'name', c.name, 'name_ar', c.name_ar, 'parent_id', c.parent_id) order by c.parent_id nulls first, c.name, c.id)
    from event_categories ec join categories c on c.id = ec.category_id where ec.event_id = e.id
  ), '[]'::json) as categories,
  coalesce((
    select json_agg(json_build_object('id', b.id, 'name', b.name, 'name_ar', b.name_ar, 'color', b.color) order by b.id)
    from event_badges eb join badges b on b.id = eb.badge_id where eb.event_id = e.id
  ), '[]'::json) as badges,
  (select coalesce(sum(t.total), 0) from tickets t where t.event_id = e.id) as tickets_total,
  (select coalesce(sum(t.sold), 0) from tickets t where t.event_id = e.id) as tickets_sold,
  (select count(*) from bookings b where b.event_id = e.id and b.status = 'active' and b.used_count > 0) as checked_in,
  (select count(*) from bookings b where b.event_id = e.id) as bookings_count`;

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

function adminFilters(f: TAdminEventFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.search) parts.push(sql`e.search_text like ${`%${escapeLike(f.search)}%`}`);
  switch (f.status) {
    case 'cancelled':
      parts.push(sql`e.cancelled_at is not null`);
      break;
    case 'upcoming':
      parts.push(sql`e.cancelled_at is null and e.start_date > ${at(f.now)}`);
      break;
    case 'running':
      parts.push(sql`e.cancelled_at is null and e.start_date <= ${at(f.now)} and e.finish_date >= ${at(f.now)}`);
      break;
    case 'ended':
      parts.push(sql`e.cancelled_at is null and e.finish_date < ${at(f.now)}`);
      break;
    default:
      break;
  }
  return sql.join(parts, sql` and `);
}

/** Latest start first (what is coming or just happened heads the table); a page past the end has no rows. */
export async function findAdminEventPage(db: DbExecutor, f: TAdminEventFilters): Promise<TAdminEventRow[]> {
  const result = await db.execute<TAdminEventRow>(sql`
    with page as (
      select e.id, count(*) over () as total_count, row_number() over (order by e.start_date desc, e.id desc) as ord
      from ${events} e
      where ${adminFilters(f)}
      order by ord
      limit ${f.limit} offset ${f.offset}
    )
    select ${ADMIN_EVENT_COLUMNS}, p.total_count
    from page p join ${events} e on e.id = p.id
    order by p.ord`);
  return result.rows;
}

export async function countAdminEvents(db: DbExecutor, f: TAdminEventFilters): Promise<number> {
  const result = await db.execute<{ n: number | string }>(sql`select count(*) as n from ${events} e where ${adminFilters(f)}`);
  return Number(result.rows[0]?.n ?? 0);
}

export async function findAdminEventById(db: DbExecutor, id: number): Promise<TAdminEventRow | undefined> {
  const result = await db.execute<TAdminEventRow>(sql`select ${ADMIN_EVENT_COLUMNS} from ${events} e where e.id = ${id}::int`);
  return result.rows[0];
}

/** Which of `ids` name no category / badge. */
export async function findMissingCategoryIds(db: DbExecutor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export async function findMissingBadgeIds(db: DbExecutor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: badges.id }).from(badges).where(inArray(badges.id, ids))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export type TEventValues = Pick<
  TEventRow,
  | 'name'
  | 'nameAr'
  | 'description'
  | 'descriptionAr'
  | 'startDate'
  | 'finishDate'
  | 'location'
  | 'locationAr'
  | 'posterPath'
  | 'searchText'
  | 'checkoutHoldMinutes'
>;

export async function insertEvent(tx: DbExecutor, values: TEventValues): Promise<number> {
  const [row] = await tx.insert(events).values(values).returning({ id: events.id });
  if (!row) throw new Error('event insert returned no row');
  return row.id;
}

/** The event row, locked for the rest of the transaction (two edits of one event apply one after the other). */
export async function findEventForUpdate(tx: DbExecutor, id: number): Promise<TEventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

export async function updateEvent(tx: DbExecutor, id: number, values: Partial<TEventValues>): Promise<void> {
  await tx.update(events).set(values).where(eq(events.id, id));
}

/** 'link_gone' when a category or badge was deleted meanwhile (its foreign key refused the link). */
export async function replaceEventLinks(
  tx: DbExecutor,
  eventId: number,
  links: { categoryIds?: number[]; badgeIds?: number[] },
): Promise<'ok' | 'category_gone' | 'badge_gone'> {
  if (links.categoryIds) {
    await tx.delete(eventCategories).where(eq(eventCategories.eventId, eventId));
    const rows = [...new Set(links.categoryIds)].map((categoryId) => ({ eventId, categoryId }));
    if (rows.length > 0 && !(await insertRefusingGone(() => tx.insert(eventCategories).values(rows)))) return 'category_gone';
  }
  if (links.badgeIds) {
    await tx.delete(eventBadges).where(eq(eventBadges.eventId, eventId));
    const rows = [...new Set(links.badgeIds)].map((badgeId) => ({ eventId, badgeId }));
    if (rows.length > 0 && !(await insertRefusingGone(() => tx.insert(eventBadges).values(rows)))) return 'badge_gone';
  }
  return 'ok';
}

async function insertRefusingGone(insert: () => Promise<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (error) {
    if (pgErrorOf(error)?.code === PG_FOREIGN_KEY_VIOLATION) return false;
    throw error;
  }
}

/**
 * Cancels the event unless it already is, and moves every booking of it forward on the scanner
 * manifest's (updated_at, id) cursor, so devices that synced before pick them up as revoked in their
 * next delta. The new stamp is at least the database clock and later than the row's own (a booking
 * written with a clock ahead of the database's must still move forward).
 */
export async function cancelEvent(tx: DbExecutor, id: number, now: Date): Promise<'cancelled' | 'already' | 'not_found'> {
  const result = await tx.execute<{ id: number }>(sql`
    update ${events} set cancelled_at = ${at(now)}, updated_at = ${at(now)}
    where id = ${id}::int and cancelled_at is null
    returning id`);
  if (result.rows.length === 0) {
    const [row] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id));
    return row ? 'already' : 'not_found';
  }
  await tx.execute(sql`
    update bookings b set updated_at = greatest(clock_timestamp(), b.updated_at + interval '1 microsecond')
    where b.event_id = ${id}::int`);
  return 'cancelled';
}

/**
 * Deletes an event no booking (and no recorded scan) points at; its ticket types, category and badge
 * links go with it. A booking committed meanwhile trips the foreign key and is answered the same way.
 * The deleted event's poster path comes back, for its files to be removed after the commit.
 */
export async function deleteEventWithoutBookings(tx: DbExecutor, id: number): Promise<{ posterPath: string | null } | 'has_bookings' | 'not_found'> {
  // A foreign-key error would abort the transaction, so nothing may follow it here: the caller maps it.
  const result = await tx.execute<{ poster_path: string | null }>(sql`
    delete from ${events} e
    where e.id = ${id}::int
      and not exists (select 1 from bookings b where b.event_id = e.id)
      and not exists (select 1 from ticket_usages u where u.event_id = e.id)
    returning e.poster_path`);
  const row = result.rows[0];
  if (row) return { posterPath: row.poster_path };
  const [existing] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id));
  return existing ? 'has_bookings' : 'not_found';
}
