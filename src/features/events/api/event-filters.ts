import type { TEventListQuery } from '../../../../contract/events';
import { idListParam, isIsoDate, isoDateParam, numberBetween, oneOf, searchSchema, textParam, type TSearchOf } from '../../../lib/search-params';

/** The query of an event list as the API takes it; paging is the infinite query's business. */
export type TEventFilters = Partial<Omit<TEventListQuery, 'page' | 'per_page'>>;

/**
 * docs/product.md §9: the sort options, in the order the dropdown lists them; the first is the default.
 * "Soonest" leads and is the default, so tonight's event comes first (docs/decisions.md).
 */
export const SORT_OPTIONS = ['start_date-asc', 'created_at-desc', 'popularity-desc', 'price-asc', 'price-desc'] as const;
export type TSortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: TSortOption = 'start_date-asc';

const SORT_QUERY: Record<TSortOption, Pick<TEventListQuery, 'sort_field' | 'sort_direction'>> = {
  'start_date-asc': { sort_field: 'start_date', sort_direction: 'asc' },
  'created_at-desc': { sort_field: 'created_at', sort_direction: 'desc' },
  'popularity-desc': { sort_field: 'popularity', sort_direction: 'desc' },
  'price-asc': { sort_field: 'price', sort_direction: 'asc' },
  'price-desc': { sort_field: 'price', sort_direction: 'desc' },
};

/**
 * The router parses search values as JSON, so `?search=2025` arrives as a number and `?location=true`
 * as a boolean: text fields accept any primitive and keep it as text.
 */
const searchText = textParam(200, { keepPrimitives: true });
const price = numberBetween(0, 1_000_000);

/**
 * The filters of the events block as they live in the URL (shareable). Each field falls back to
 * "not set" on its own when a link carries a bad value, instead of failing the whole page.
 * `category_ids` arrives as an array, a single id, or "1,2" from a hand-written link.
 */
export const eventFilterSearchSchema = searchSchema({
  sort: oneOf(SORT_OPTIONS),
  date: isoDateParam,
  price_min: price,
  price_max: price,
  location: searchText,
  search: searchText,
  category_ids: idListParam(100),
});
export type TEventFilterSearch = TSearchOf<typeof eventFilterSearchSchema.shape>;

function filledText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function isPrice(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value >= 0;
}

/**
 * docs/product.md §5: the API query of a set of filters. Blank date and search are left out, so is an empty or
 * 'undefined' location, the price unless a minimum or maximum is set, and category_ids unless at
 * least one is selected. Ids are de-duplicated and sorted so equal selections share one cache entry.
 */
export function toEventListFilters(search: TEventFilterSearch): TEventFilters {
  const filters: TEventFilters = { ...SORT_QUERY[search.sort ?? DEFAULT_SORT] };
  const date = filledText(search.date);
  if (date) filters.date = date;
  const text = filledText(search.search);
  if (text) filters.search = text;
  const location = filledText(search.location);
  if (location && location !== 'undefined') filters.location = location;
  if (isPrice(search.price_min) || isPrice(search.price_max)) {
    filters.price = {};
    if (isPrice(search.price_min)) filters.price.min = search.price_min;
    if (isPrice(search.price_max)) filters.price.max = search.price_max;
  }
  const ids = [...new Set(search.category_ids ?? [])].sort((a, b) => a - b);
  if (ids.length > 0) filters.category_ids = ids;
  return filters;
}

/** How many of the filter dialog's fields are set (shown on the Filter button). */
export function countDialogFilters(search: TEventFilterSearch): number {
  const filters = toEventListFilters(search);
  return [filters.date, filters.price, filters.location, filters.search].filter((value) => value !== undefined).length;
}

/** Drops unset fields, so URLs only carry what the visitor chose. */
export function compactFilterSearch(search: TEventFilterSearch): TEventFilterSearch {
  const compact: TEventFilterSearch = {};
  if (search.sort && search.sort !== DEFAULT_SORT) compact.sort = search.sort;
  const date = filledText(search.date);
  if (date) compact.date = date;
  if (isPrice(search.price_min)) compact.price_min = search.price_min;
  if (isPrice(search.price_max)) compact.price_max = search.price_max;
  const location = filledText(search.location);
  if (location && location !== 'undefined') compact.location = location;
  const text = filledText(search.search);
  if (text) compact.search = text;
  if (search.category_ids && search.category_ids.length > 0) compact.category_ids = search.category_ids;
  return compact;
}

/** Adds the category when it is not selected, removes it when it is (docs/product.md §4 "Category expansion"). */
export function toggleCategory(ids: readonly number[] | undefined, id: number): number[] {
  const current = ids ?? [];
  return current.includes(id) ? current.filter((selected) => selected !== id) : [...current, id];
}

/** The fields of the search box (hero and /search), as the form holds them. */
export type TSearchBoxValues = {
  search: string;
  /** YYYY-MM-DD, or empty. */
  date: string;
  /** A category id, or empty for the disabled placeholder. */
  categoryId: string;
};

export type TSearchPageSearch = Pick<TEventFilterSearch, 'search' | 'date' | 'category_ids'>;

/** docs/product.md §2 "Search box": /search gets only the parameters that were filled. */
export function toSearchPageSearch(values: TSearchBoxValues): TSearchPageSearch {
  const search: TSearchPageSearch = {};
  const text = filledText(values.search);
  if (text) search.search = text;
  const date = filledText(values.date);
  if (date && isIsoDate(date)) search.date = date;
  const categoryId = Number(values.categoryId);
  if (values.categoryId !== '' && Number.isInteger(categoryId) && categoryId > 0) search.category_ids = [categoryId];
  return search;
}
