import { sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '../../../contract/common';
import type { DbExecutor } from '../../db/client';
import { waitlistReservedSql } from '../../db/holds';
import { localized } from '../../db/localized';

export type EventListFilters = {
  limit: number;
  offset: number;
  categoryIds?: number[];
  /** [start, end) of a Muscat calendar day. */
  day?: { start: Date; end: Date };
  /** Already normalised with normalizeSearchText. */
  search?: string;
  minPriceBaisa?: number;
  maxPriceBaisa?: number;
  /** Matches the English or the Arabic location: the client sends whichever the location list gave it. */
  location?: string;
  showEnded: boolean;
  sortField: 'created_at' | 'popularity' | 'price' | 'start_date';
  sortDirection: 'asc' | 'desc';
  now: Date;
};

export type EventRow = {
  id: number;
  name: string;
  description: string;
  start_date: Date | string;
  finish_date: Date | string;
  location: string | null;
  poster_path: string | null;
  created_at: Date | string;
  min_price: number | null;
  tickets: TicketJson[];
  categories: { id: number; name: string; parent_id: number | null }[];
  badges: { id: number; name: string; color: string }[];
  total_count?: number | string;
};

export type TicketJson = {
  id: number;
  name: string;
  price: number;
  usage_limit: number;
  total: number;
  sold: number;
  /** Seats held by live checkouts (docs/architecture.md §11): not sold, not available either. */
  held: number;
  /** Free seats kept for waitlist entries that fit them (docs/architecture.md §11 Waitlist): not on sale either. */
  reserved: number;
  per_buyer_limit: number | null;
  valid_from: string | null;
  valid_until: string | null;
  coins_on_purchase: number;
  coins_on_usage: number;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function list(values: readonly number[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

/**
 * Columns shared by the list and the detail query: the event with its tickets, categories and badges as
 * JSON, every attendee-facing text in the reader's language (docs/product.md §3).
 */
function eventColumns(locale: TLocale, now: Date): SQL {
  const text = (en: string, ar: string) => localized<string | null>(locale, sql.raw(en), sql.raw(ar));
  return sql`
  e.id, ${text('e.name', 'e.name_ar')} as name, ${text('e.description', 'e.description_ar')} as description,
  e.start_date, e.finish_date, ${text('e.location', 'e.location_ar')} as location, e.poster_path, e.created_at,
  coalesce((
    select json_agg(json_build_object(
      'id', t.id, 'name', ${text('t.name', 't.name_ar')}, 'price', t.price, 'usage_limit', t.usage_limit, 'total', t.total,
      'sold', t.sold,
      'held', h.held,
      'reserved', ${waitlistReservedSql(sql`t.id`, sql`t.waiting`, sql`t.total - t.sold - h.held`)},
      'per_buyer_limit', t.per_buyer_limit, 'valid_from', t.valid_from,
      'valid_until', t.valid_until, 'coins_on_purchase', t.coins_on_purchase, 'coins_on_usage', t.coins_on_usage
    ) order by t.price, t.id)
    from tickets t
    cross join lateral (
      select count(*)::int as held from bookings b where b.ticket_id = t.id and b.status = 'pending' and b.hold_until > ${now.toISOString()}::timestamptz
    ) h
    where t.event_id = e.id
  ), '[]'::json) as tickets,
  coalesce((
    select json_agg(json_build_object('id', c.id, 'name', ${text('c.name', 'c.name_ar')}, 'parent_id', c.parent_id) order by c.parent_id nulls first, c.name)
    from event_categories ec join categories c on c.id = ec.category_id where ec.event_id = e.id
  ), '[]'::json) as categories,
  coalesce((
    select json_agg(json_build_object('id', b.id, 'name', ${text('b.name', 'b.name_ar')}, 'color', b.color) order by b.id)
    from event_badges eb join badges b on b.id = eb.badge_id where eb.event_id = e.id
  ), '[]'::json) as badges`;
}

/**
 * One round trip: filtering, sorting and paging over events with the total as a window count, then each
 * page event's tickets, categories and badges as JSON. The cheapest price and the seats sold come from the
 * event row's trigger-kept summary (server/db/migrations/0008_read_summary.sql), not from aggregating every
 * ticket per request. A page past the end returns no rows, so the caller counts separately then.
 */
export async function findEventPage(db: DbExecutor, f: EventListFilters, locale: TLocale): Promise<EventRow[]> {
  const result = await db.execute<EventRow>(sql`
    with page as (
      select e.id, count(*) over () as total_count, row_number() over (order by ${orderBy(f)}) as ord
      from events e
      where ${eventFilters(f)}${priceFilter(f)}
      order by ord
      limit ${f.limit} offset ${f.offset}
    )
    select ${eventColumns(locale, f.now)}, e.min_price, p.total_count
    from page p join events e on e.id = p.id
    order by p.ord`);
  return result.rows;
}

export async function countEvents(db: DbExecutor, f: EventListFilters): Promise<number> {
  const result = await db.execute<{ n: number | string }>(sql`
    select count(*) as n from events e where ${eventFilters(f)}${priceFilter(f)}`);
  return Number(result.rows[0]?.n ?? 0);
}

function eventFilters(f: EventListFilters): SQL {
  const parts: SQL[] = [sql`e.cancelled_at is null`];
  if (!f.showEnded) parts.push(sql`e.finish_date >= ${f.now}`);
  if (f.day) parts.push(sql`e.start_date < ${f.day.end} and e.finish_date >= ${f.day.start}`);
  if (f.search) parts.push(sql`e.search_text like ${`%${escapeLike(f.search)}%`}`);
  if (f.location) parts.push(sql`(e.location = ${f.location} or e.location_ar = ${f.location})`);
  if (f.categoryIds && f.categoryIds.length > 0) {
    // A parent category includes its descendants.
    parts.push(sql`exists (
      with recursive tree(id) as (
        select id from categories where id in (${list(f.categoryIds)})
        union
        select c.id from categories c join tree on c.parent_id = tree.id
      )
      select 1 from event_categories ec where ec.event_id = e.id and ec.category_id in (select id from tree)
    )`);
  }
  return sql.join(parts, sql` and `);
}

/** Compares the cheapest ticket; events without tickets never match a price filter. */
function priceFilter(f: EventListFilters): SQL {
  if (f.minPriceBaisa === undefined && f.maxPriceBaisa === undefined) return sql``;
  const parts: SQL[] = [sql` and e.min_price is not null`];
  if (f.minPriceBaisa !== undefined) parts.push(sql`e.min_price >= ${f.minPriceBaisa}`);
  if (f.maxPriceBaisa !== undefined) parts.push(sql`e.min_price <= ${f.maxPriceBaisa}`);
  return sql.join(parts, sql` and `);
}

function orderBy(f: EventListFilters): SQL {
  const dir = f.sortDirection === 'asc' ? sql`asc` : sql`desc`;
  switch (f.sortField) {
    case 'price':
      // Events without tickets sort last in either direction.
      return sql`e.min_price ${dir} nulls last, e.start_date asc, e.id asc`;
    case 'popularity':
      return sql`e.tickets_sold ${dir}, e.start_date asc, e.id asc`;
    case 'start_date':
      return sql`e.start_date ${dir}, e.id ${dir}`;
    default:
      return sql`e.created_at ${dir}, e.id ${dir}`;
  }
}

export async function findEventById(db: DbExecutor, id: number, locale: TLocale, now: Date): Promise<EventRow | undefined> {
  const result = await db.execute<EventRow>(sql`
    select ${eventColumns(locale, now)}, e.min_price
    from events e where e.id = ${id} and e.cancelled_at is null`);
  return result.rows[0];
}

/** Distinct locations of listed events in the reader's language (an event's Arabic one falls back to its English). */
export async function findEventLocations(db: DbExecutor, locale: TLocale): Promise<string[]> {
  const location = localized<string | null>(locale, sql`location`, sql`location_ar`);
  const result = await db.execute<{ location: string }>(sql`
    select distinct l.location from (select ${location} as location from events where cancelled_at is null) l
    where l.location is not null and btrim(l.location) <> '' order by l.location`);
  return result.rows.map((r) => r.location);
}

/**
 * The catalogue state the public read cache is keyed by (events.cache.ts): `<sum of versions>.<next finish in ms or "none">`,
 * read in one statement (one snapshot).
 */
export async function readCatalogState(db: DbExecutor, now: Date): Promise<string> {
  const result = await db.execute<{ v: string | number; next_end: Date | string | null; next_hold_end: Date | string | null }>(sql`
    select (select sum(version) from catalog_versions)::text as v,
           (select min(finish_date) from events where finish_date >= ${now.toISOString()}::timestamptz) as next_end,
           (select min(hold_until) from bookings where status = 'pending' and hold_until > ${now.toISOString()}::timestamptz) as next_hold_end`);
  const row = result.rows[0];
  const nextEnd = row?.next_end ? new Date(row.next_end).getTime() : 'none';
  // A checkout hold that lapses frees its seats without any write: its end is part of the state, so the
  // first read after it computes afresh (docs/architecture.md §11).
  const nextHoldEnd = row?.next_hold_end ? new Date(row.next_hold_end).getTime() : 'none';
  return `${row?.v ?? '0'}.${nextEnd}.${nextHoldEnd}`;
}
