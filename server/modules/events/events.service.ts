import type { TEvent, TEventListQuery, TEventTicket } from '../../../contract/events';
import type { TLocale, TPagination } from '../../../contract/common';
import type { Db } from '../../db/client';
import { formatBaisa, formatCoinHundredths, omrToBaisa, vatRatePercent } from '../../lib/money';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { normalizeSearchText } from '../../lib/text';
import { muscatDayBounds, toIso } from '../../lib/time';
import { eventNotFound } from './events.errors';
import { countEvents, findEventById, findEventLocations, findEventPage, type EventListFilters, type EventRow, type TicketJson } from './events.repository';

function toTicket(t: TicketJson): TEventTicket {
  // Seats held by live checkouts, and free seats kept for the waitlist's offers, are not on sale (docs/architecture.md §11).
  const available = Math.max(0, t.total - t.sold - Number(t.held ?? 0) - Number(t.reserved ?? 0));
  return {
    id: t.id,
    name: t.name,
    price: formatBaisa(t.price),
    usage_limit: t.usage_limit,
    total: t.total,
    sold: t.sold,
    available,
    sold_out: available === 0,
    per_buyer_limit: t.per_buyer_limit,
    valid_from: toIso(t.valid_from),
    valid_until: toIso(t.valid_until),
    coins_on_purchase: formatCoinHundredths(t.coins_on_purchase),
    coins_on_usage: formatCoinHundredths(t.coins_on_usage),
  };
}

/** The explicit wire shape of an event: a row never goes out as is. */
export function toEvent(row: EventRow): TEvent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    start_date: toIso(row.start_date) ?? '',
    finish_date: toIso(row.finish_date) ?? '',
    location: row.location,
    poster_image_url: row.poster_path ? `/uploads/${row.poster_path}` : null,
    min_price: row.min_price === null ? null : formatBaisa(Number(row.min_price)),
    tickets: row.tickets.map(toTicket),
    categories: row.categories,
    badges: row.badges,
    created_at: toIso(row.created_at) ?? '',
  };
}

/** Public reads answer in the caller's `locale` (docs/product.md §3); search and the location filter match both languages. */
export async function listEvents(db: Db, query: TEventListQuery, locale: TLocale, now = new Date()): Promise<{ events: TEvent[]; pagination: TPagination }> {
  const search = query.search ? normalizeSearchText(query.search) : '';
  const filters: EventListFilters = {
    ...pageWindow(query),
    categoryIds: query.category_ids,
    day: query.date ? muscatDayBounds(query.date) : undefined,
    search: search || undefined,
    minPriceBaisa: query.price?.min === undefined ? undefined : omrToBaisa(query.price.min),
    maxPriceBaisa: query.price?.max === undefined ? undefined : omrToBaisa(query.price.max),
    location: query.location || undefined,
    showEnded: query.show_ended === '1',
    sortField: query.sort_field,
    sortDirection: query.sort_direction,
    now,
  };
  const rows = await findEventPage(db, filters, locale);
  const total = rows[0] ? Number(rows[0].total_count) : query.page === 1 ? 0 : await countEvents(db, filters);
  return {
    events: rows.map(toEvent),
    pagination: paginationOf(query, total),
  };
}

export async function getEvent(db: Db, id: number, locale: TLocale, now = new Date()): Promise<TEvent> {
  const row = await findEventById(db, id, locale, now);
  if (!row) throw eventNotFound();
  return toEvent(row);
}

/** One event with the VAT rate a booking for it would be charged now (percent). */
export async function getEventWithVat(db: Db, id: number, vatRateBp: number, locale: TLocale): Promise<{ event: TEvent; vat_rate: number }> {
  return { event: await getEvent(db, id, locale), vat_rate: vatRatePercent(vatRateBp) };
}

export async function listLocations(db: Db, locale: TLocale): Promise<string[]> {
  return findEventLocations(db, locale);
}
