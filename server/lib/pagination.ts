import type { TPagination } from '../../contract/common';

/** `page` (1-based) and `per_page` as every list query carries them. */
export type TPageQuery = { page: number; per_page: number };

/** The rows a page covers, as SQL wants them. */
export function pageWindow(query: TPageQuery): { limit: number; offset: number } {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/** The pagination block of docs/architecture.md §4 (a list with no rows still has one, empty, last page). */
export function paginationOf(query: TPageQuery, total: number): TPagination {
  return { current_page: query.page, per_page: query.per_page, total, last_page: Math.max(1, Math.ceil(total / query.per_page)) };
}
