import { describe, expect, it } from 'vitest';
import { toSearchParams } from '../../../lib/api-client';
import { compactFilterSearch, countDialogFilters, toEventListFilters, toggleCategory, toSearchPageSearch, eventFilterSearchSchema } from './event-filters';

/** Soonest first (docs/product.md §9). */
const DEFAULT_SORT_QUERY = { sort_field: 'start_date', sort_direction: 'asc' };

describe('toEventListFilters (docs/product.md §5 filter query)', () => {
  it('sends only the default sort when nothing is chosen', () => {
    expect(toEventListFilters({})).toEqual(DEFAULT_SORT_QUERY);
  });

  it('maps each sort option to sort_field and sort_direction', () => {
    expect(toEventListFilters({ sort: 'popularity-desc' })).toMatchObject({ sort_field: 'popularity', sort_direction: 'desc' });
    expect(toEventListFilters({ sort: 'price-asc' })).toMatchObject({ sort_field: 'price', sort_direction: 'asc' });
    expect(toEventListFilters({ sort: 'price-desc' })).toMatchObject({ sort_field: 'price', sort_direction: 'desc' });
    expect(toEventListFilters({ sort: 'created_at-desc' })).toMatchObject({ sort_field: 'created_at', sort_direction: 'desc' });
    expect(toEventListFilters({ sort: 'start_date-asc' })).toMatchObject({ sort_field: 'start_date', sort_direction: 'asc' });
  });

  it('keeps "Recently added" in the URL now that "Soonest" is the default', () => {
    expect(compactFilterSearch({ sort: 'created_at-desc' })).toEqual({ sort: 'created_at-desc' });
  });

  it('omits an empty or blank date and search', () => {
    expect(toEventListFilters({ date: '', search: '   ' })).toEqual(DEFAULT_SORT_QUERY);
  });

  it('trims the search text', () => {
    expect(toEventListFilters({ search: '  oud night ' }).search).toBe('oud night');
  });

  it("omits an empty, blank or 'undefined' location", () => {
    expect(toEventListFilters({ location: '' }).location).toBeUndefined();
    expect(toEventListFilters({ location: '  ' }).location).toBeUndefined();
    expect(toEventListFilters({ location: 'undefined' }).location).toBeUndefined();
    expect(toEventListFilters({ location: 'Nizwa' }).location).toBe('Nizwa');
  });

  it('sends the price only when a minimum or a maximum is set, with only the sides that are set', () => {
    expect(toEventListFilters({}).price).toBeUndefined();
    expect(toEventListFilters({ price_min: 0 }).price).toEqual({ min: 0 });
    expect(toEventListFilters({ price_max: 12.5 }).price).toEqual({ max: 12.5 });
    expect(toEventListFilters({ price_min: 2, price_max: 10 }).price).toEqual({ min: 2, max: 10 });
  });

  it('ignores a negative or non-finite price', () => {
    expect(toEventListFilters({ price_min: -1, price_max: Number.NaN }).price).toBeUndefined();
  });

  it('sends category_ids only when at least one is selected, de-duplicated and sorted', () => {
    expect(toEventListFilters({ category_ids: [] }).category_ids).toBeUndefined();
    expect(toEventListFilters({ category_ids: [7, 3, 7] }).category_ids).toEqual([3, 7]);
  });

  it('gives the query string the events API parses', () => {
    const filters = toEventListFilters({
      sort: 'price-asc',
      date: '2026-03-05',
      price_min: 1,
      location: 'Muscat',
      search: 'jazz',
      category_ids: [4, 2],
    });
    expect(toSearchParams(filters).toString()).toBe(
      'sort_field=price&sort_direction=asc&date=2026-03-05&search=jazz&location=Muscat&price%5Bmin%5D=1&category_ids%5B%5D=2&category_ids%5B%5D=4',
    );
  });
});

describe('eventFilterSearchSchema (filters in the URL)', () => {
  it('keeps valid values', () => {
    expect(eventFilterSearchSchema.parse({ sort: 'price-desc', date: '2026-01-31', price_min: '3', category_ids: [1, 2] })).toEqual({
      sort: 'price-desc',
      date: '2026-01-31',
      price_min: 3,
      category_ids: [1, 2],
    });
  });

  it('drops each bad value on its own instead of failing the page', () => {
    expect(eventFilterSearchSchema.parse({ sort: 'cheapest', date: '31/01/2026', price_min: -5, category_ids: ['x'], search: 'oud' })).toEqual({
      search: 'oud',
    });
  });

  it('keeps a numeric or boolean-looking search as text (the router parses search values as JSON)', () => {
    expect(eventFilterSearchSchema.parse({ search: 2026, location: true })).toEqual({ search: '2026', location: 'true' });
  });

  it('accepts category_ids as a single id or a comma list from hand-written links', () => {
    expect(eventFilterSearchSchema.parse({ category_ids: 5 }).category_ids).toEqual([5]);
    expect(eventFilterSearchSchema.parse({ category_ids: '5,9' }).category_ids).toEqual([5, 9]);
  });
});

describe('compactFilterSearch', () => {
  it('leaves unset and default values out of the URL', () => {
    expect(compactFilterSearch({ sort: 'start_date-asc', date: '', search: ' ', location: 'undefined', category_ids: [] })).toEqual({});
  });

  it('keeps what the visitor chose', () => {
    expect(compactFilterSearch({ sort: 'popularity-desc', price_max: 0, category_ids: [3] })).toEqual({
      sort: 'popularity-desc',
      price_max: 0,
      category_ids: [3],
    });
  });
});

describe('countDialogFilters', () => {
  it('counts date, price (once), location and search', () => {
    expect(countDialogFilters({})).toBe(0);
    expect(countDialogFilters({ date: '2026-01-01', price_min: 1, price_max: 5, location: 'Sur', search: 'x' })).toBe(4);
    expect(countDialogFilters({ category_ids: [1], sort: 'price-asc' })).toBe(0);
  });
});

describe('toggleCategory', () => {
  it('adds an unselected category and removes a selected one', () => {
    expect(toggleCategory(undefined, 3)).toEqual([3]);
    expect(toggleCategory([3, 5], 3)).toEqual([5]);
    expect(toggleCategory([5], 3)).toEqual([5, 3]);
  });
});

describe('toSearchPageSearch (search box → /search)', () => {
  it('carries only the filled fields', () => {
    expect(toSearchPageSearch({ search: '', date: '', categoryId: '' })).toEqual({});
    expect(toSearchPageSearch({ search: ' oud ', date: '', categoryId: '' })).toEqual({ search: 'oud' });
    expect(toSearchPageSearch({ search: '', date: '2026-03-05', categoryId: '12' })).toEqual({
      date: '2026-03-05',
      category_ids: [12],
    });
  });

  it('drops a malformed date or category', () => {
    expect(toSearchPageSearch({ search: '', date: '2026-13-45', categoryId: 'abc' })).toEqual({});
  });
});
