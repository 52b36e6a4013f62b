import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  ZAdminEventListResponseSchema,
  ZAdminEventResponseSchema,
  ZAdminTicketListResponseSchema,
} from '../../../../contract/admin-catalogue';
import { ZAdminPromoCodeListResponseSchema, type TAdminPromoCode } from '../../../../contract/admin-promo-codes';
import { adminQueriesKey } from '../../../lib/admin-keys';
import { apiGet } from '../../../lib/api-client';

export type TPromoCodeListFilters = { page: number; search?: string | undefined };

/**
 * The promo codes under the admin root (lib/admin-keys.ts): a cancellation elsewhere gives uses back and refreshes
 * them with everything else. The events and ticket types the form offers sit beside them.
 */
export const dashboardPromoCodeKeys = {
  all: () => [...adminQueriesKey(), 'promo-codes'] as const,
  lists: () => [...dashboardPromoCodeKeys.all(), 'list'] as const,
  list: (filters: TPromoCodeListFilters) => [...dashboardPromoCodeKeys.lists(), filters] as const,
  details: () => [...dashboardPromoCodeKeys.all(), 'detail'] as const,
  detail: (id: number) => [...dashboardPromoCodeKeys.details(), id] as const,
  events: () => [...dashboardPromoCodeKeys.all(), 'events'] as const,
  event: (id: number) => [...dashboardPromoCodeKeys.all(), 'event', id] as const,
  tickets: (eventId: number) => [...dashboardPromoCodeKeys.all(), 'tickets', eventId] as const,
};

/** GET /api/admin/promo-codes: every code with its uses and what it took off; searched by code. */
export function promoCodeListQueryOptions(filters: TPromoCodeListFilters) {
  return queryOptions({
    queryKey: dashboardPromoCodeKeys.list(filters),
    queryFn: async ({ signal }) =>
      (await apiGet('admin/promo-codes', ZAdminPromoCodeListResponseSchema, { ...filters, per_page: ADMIN_PAGE_SIZE }, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The server's largest page, and how many the edit page reads before it gives up on an id. */
const LOOKUP_PAGE_SIZE = 100;
const LOOKUP_MAX_PAGES = 50;

/**
 * One code for its edit page, or null when there is none with that id. contract/admin-promo-codes.ts has no
 * `GET admin/promo-codes/{id}`: the code is read from the list, a page of 100 at a time. Coming from the list or a
 * save, it is already in the cache (seedPromoCodeFromLists, dashboard-promo-codes.mutations.ts).
 */
export function promoCodeQueryOptions(id: number) {
  return queryOptions({
    queryKey: dashboardPromoCodeKeys.detail(id),
    queryFn: async ({ signal }): Promise<TAdminPromoCode | null> => {
      for (let page = 1; page <= LOOKUP_MAX_PAGES; page += 1) {
        const { promo_codes, pagination } = (
          await apiGet('admin/promo-codes', ZAdminPromoCodeListResponseSchema, { page, per_page: LOOKUP_PAGE_SIZE }, { signal })
        ).data;
        const found = promo_codes.find((code) => code.id === id);
        if (found) return found;
        if (page >= pagination.last_page) break;
      }
      return null;
    },
  });
}

/** The edit page opened from the list: the code's row seeds its own entry instead of reading the list again. */
export function seedPromoCodeFromLists(queryClient: QueryClient, id: number): void {
  const key = dashboardPromoCodeKeys.detail(id);
  if (queryClient.getQueryData(key) !== undefined) return;
  for (const [listKey, data] of queryClient.getQueriesData<{ promo_codes: TAdminPromoCode[] }>({ queryKey: dashboardPromoCodeKeys.lists() })) {
    const found = data?.promo_codes.find((code) => code.id === id);
    if (found) {
      queryClient.setQueryData(key, found, { updatedAt: queryClient.getQueryState(listKey)?.dataUpdatedAt });
      return;
    }
  }
}

/** Events the form offers: the newest 100 by start (GET /api/admin/events); the code's own event is added if older. */
export function promoEventChoicesQueryOptions() {
  return queryOptions({
    queryKey: dashboardPromoCodeKeys.events(),
    queryFn: async ({ signal }) =>
      (await apiGet('admin/events', ZAdminEventListResponseSchema, { page: 1, per_page: LOOKUP_PAGE_SIZE }, { signal })).data.events,
    staleTime: 60_000,
  });
}

/** GET /api/admin/events/{id}: the name of a code's event in the list, and its event in the form. */
export function promoEventQueryOptions(id: number) {
  return queryOptions({
    queryKey: dashboardPromoCodeKeys.event(id),
    queryFn: async ({ signal }) => (await apiGet(`admin/events/${id}`, ZAdminEventResponseSchema, undefined, { signal })).data.event,
    staleTime: 60_000,
  });
}

/** GET /api/admin/events/{id}/tickets: the ticket types a code may be kept to. */
export function promoEventTicketsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: dashboardPromoCodeKeys.tickets(eventId),
    queryFn: async ({ signal }) => (await apiGet(`admin/events/${eventId}/tickets`, ZAdminTicketListResponseSchema, undefined, { signal })).data.tickets,
    staleTime: 60_000,
  });
}
