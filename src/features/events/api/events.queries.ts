import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  EVENTS_PAGE_SIZE,
  ZEventListResponseSchema,
  ZEventResponseSchema,
  type TEventListQuery,
} from '../../../../contract/events';
import { apiGet } from '../../../lib/api-client';

/** The filters of an event list; paging is the infinite query's business. */
export type TEventFilters = Partial<Omit<TEventListQuery, 'page' | 'per_page'>>;

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (filters: TEventFilters) => [...eventKeys.lists(), filters] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (id: number) => [...eventKeys.details(), id] as const,
};

/** GET /api/events, page by page (spec §4 "Events paging": Load more appends the next page). */
export function eventListInfiniteQueryOptions(filters: TEventFilters) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list(filters),
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiGet(
          'events',
          ZEventListResponseSchema,
          { ...filters, page: pageParam, per_page: EVENTS_PAGE_SIZE },
          { signal },
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      lastPage.pagination.current_page < lastPage.pagination.last_page
        ? lastPage.pagination.current_page + 1
        : undefined,
  });
}

/** GET /api/events/{id}. */
export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiGet(`events/${id}`, ZEventResponseSchema, undefined, { signal })).data.event,
  });
}
