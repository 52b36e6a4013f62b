import { hashKey, infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { EVENTS_PAGE_SIZE } from '../../../../contract/constants';
import { apiGet, isNetworkFailure } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { nextPageParam } from '../../../lib/pagination';
import type { TSavedEvent, TSavedListPage } from '../../../offline/events-store';
import type { TEventFilters } from './event-filters';

/**
 * The offline copies (IndexedDB, docs/architecture.md §6): written after an answer and read when the network fails,
 * never before a page's first render, so their code loads after the first load (budget §8). Saving is best effort.
 */
const offlineStore = () => import('../../../offline/events-store');

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (filters: TEventFilters) => [...eventKeys.lists(), filters] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (id: number) => [...eventKeys.details(), id] as const,
  locations: () => [...eventKeys.all, 'locations'] as const,
};

/** When the data came from the offline store instead of the network: the time it was saved. */
type TOfflineMark = { savedOfflineAt: number | null };
export type TEventListPage = TSavedListPage & TOfflineMark;
/**
 * The event and the VAT rate in percent the server sent with it (for the booking panel's preview); null
 * from an offline copy that a list page or an older app version saved.
 */
export type TEventResult = TSavedEvent & TOfflineMark;

/** GET /api/events, page by page (docs/product.md §4 "Events paging": Load more appends the next page). */
export function eventListInfiniteQueryOptions(filters: TEventFilters) {
  const queryKey = eventKeys.list(filters);
  const storeKey = hashKey(queryKey);
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }): Promise<TEventListPage> => {
      try {
        const { data } = await apiGet(
          'events',
          lazySchema('ZEventListResponseSchema'),
          { ...filters, page: pageParam, per_page: EVENTS_PAGE_SIZE },
          { signal },
        );
        void offlineStore()
          .then((store) => store.saveEventListPage(storeKey, pageParam, data))
          .catch(() => undefined);
        return { ...data, savedOfflineAt: null };
      } catch (error) {
        if (isNetworkFailure(error)) {
          const saved = await (await offlineStore()).loadEventListPage(storeKey, pageParam);
          if (saved) return { ...saved.data, savedOfflineAt: saved.savedAt };
        }
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // The query function answers from the offline store itself; never park it waiting for a network.
    networkMode: 'always',
  });
}

/** GET /api/events/{id}. */
export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: async ({ signal }): Promise<TEventResult> => {
      try {
        const { event, vat_rate } = (await apiGet(`events/${id}`, lazySchema('ZEventResponseSchema'), undefined, { signal })).data;
        void offlineStore()
          .then((store) => store.saveEvent(event, vat_rate))
          .catch(() => undefined);
        return { event, vatRate: vat_rate, savedOfflineAt: null };
      } catch (error) {
        if (isNetworkFailure(error)) {
          const saved = await (await offlineStore()).loadEvent(id);
          if (saved) return { ...saved.data, savedOfflineAt: saved.savedAt };
        }
        throw error;
      }
    },
    networkMode: 'always',
  });
}

/** Locations of the filter dialog's select. */
export function eventLocationsQueryOptions() {
  return queryOptions({
    queryKey: eventKeys.locations(),
    queryFn: async ({ signal }) => apiGet('events/location', lazySchema('ZLocationsSchema'), undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * A server-rendered page arrives with its events in the query cache, fetched by the server (src/main.tsx):
 * save them for offline as the client's own fetches do (docs/architecture.md §6), so the list and the event
 * a visitor saw still open without a network. One save at a time, with `pause()` between them (main.tsx waits
 * for the browser to be idle): started together, the home page's lists and their events were one task of 40 ms
 * and more on a phone's CPU, which the first visit's blocking time counted (docs/architecture.md §8).
 */
export async function saveHydratedEvents(queryClient: QueryClient, pause: () => Promise<void>): Promise<void> {
  const { saveEvent, saveEventListPage } = await offlineStore();
  const saves: (() => Promise<void>)[] = [];
  for (const query of queryClient.getQueryCache().findAll({ queryKey: eventKeys.all })) {
    const [, kind, param] = query.queryKey as readonly unknown[];
    const data = query.state.data;
    if (!data || query.state.status !== 'success') continue;
    if (kind === 'detail') {
      const { event, vatRate } = data as TEventResult;
      if (vatRate !== null) saves.push(() => saveEvent(event, vatRate));
    } else if (kind === 'list' && param) {
      const { pages, pageParams } = data as InfiniteData<TEventListPage, number>;
      pages.forEach(({ savedOfflineAt: _offline, ...page }, index) => {
        saves.push(() => saveEventListPage(hashKey(query.queryKey), pageParams[index] ?? index + 1, page));
      });
    }
  }
  for (const save of saves) {
    await pause();
    await save();
  }
}
