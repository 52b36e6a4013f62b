import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  ZAdminBadgeListResponseSchema,
  ZAdminBookingListResponseSchema,
  ZAdminCategoryTreeResponseSchema,
  ZAdminEventListResponseSchema,
  ZAdminEventResponseSchema,
  ZAdminTicketListResponseSchema,
  type TAdminEventStatus,
} from '../../../../contract/admin-catalogue';
import { ZCheckInsResponseSchema } from '../../../../contract/scans';
import { apiGet } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/categories';
import { userKeys } from '../../../lib/session';

export type TEventListFilters = { page: number; search?: string | undefined; status?: TAdminEventStatus | undefined };
export type TBookingListFilters = { page: number; search?: string | undefined };

/**
 * The administrator's catalogue data lives under `userKeys.all`: signing out drops it with the rest of
 * the user's. An event's tickets, bookings and check-ins sit under its detail key, so refreshing the
 * event refreshes them too.
 */
export const dashboardEventKeys = {
  all: () => [...userKeys.all, 'admin', 'events'] as const,
  lists: () => [...dashboardEventKeys.all(), 'list'] as const,
  list: (filters: TEventListFilters) => [...dashboardEventKeys.lists(), filters] as const,
  details: () => [...dashboardEventKeys.all(), 'detail'] as const,
  detail: (id: number) => [...dashboardEventKeys.details(), id] as const,
  tickets: (id: number) => [...dashboardEventKeys.detail(id), 'tickets'] as const,
  bookings: (id: number, filters: TBookingListFilters) => [...dashboardEventKeys.detail(id), 'bookings', filters] as const,
  checkIns: (id: number) => [...dashboardEventKeys.detail(id), 'check-ins'] as const,
};

export const adminBadgeKeys = {
  all: () => [...userKeys.all, 'admin', 'badges'] as const,
};

/** Under `categoryKeys.all`, so the categories screen's edits refresh the event form's picker too. */
export const adminCategoryTreeKey = () => [...categoryKeys.all, 'admin-tree'] as const;

/** GET /api/admin/events: paged, searchable, filtered by status, with sold and checked-in counts. */
export function dashboardEventListQueryOptions(filters: TEventListFilters) {
  return queryOptions({
    queryKey: dashboardEventKeys.list(filters),
    queryFn: async ({ signal }) => (await apiGet('admin/events', ZAdminEventListResponseSchema, { ...filters, per_page: ADMIN_PAGE_SIZE }, { signal })).data,
    // The table keeps the previous page on screen while the next one loads, instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/events/{id}: both languages, the status and the counts, whatever state the event is in. */
export function dashboardEventQueryOptions(id: number) {
  return queryOptions({
    queryKey: dashboardEventKeys.detail(id),
    queryFn: async ({ signal }) => (await apiGet(`admin/events/${id}`, ZAdminEventResponseSchema, undefined, { signal })).data.event,
  });
}

/** GET /api/admin/events/{id}/tickets: the event's ticket types with sold / total. */
export function eventTicketsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: dashboardEventKeys.tickets(eventId),
    queryFn: async ({ signal }) => (await apiGet(`admin/events/${eventId}/tickets`, ZAdminTicketListResponseSchema, undefined, { signal })).data.tickets,
  });
}

/** GET /api/admin/events/{id}/bookings: paged, searchable by booking number, name or email. */
export function eventBookingsQueryOptions(eventId: number, filters: TBookingListFilters) {
  return queryOptions({
    queryKey: dashboardEventKeys.bookings(eventId, filters),
    queryFn: async ({ signal }) =>
      (await apiGet(`admin/events/${eventId}/bookings`, ZAdminBookingListResponseSchema, { ...filters, per_page: ADMIN_PAGE_SIZE }, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/badges: the badges an event can carry. */
export function adminBadgesQueryOptions() {
  return queryOptions({
    queryKey: adminBadgeKeys.all(),
    queryFn: async ({ signal }) => (await apiGet('admin/badges', ZAdminBadgeListResponseSchema, undefined, { signal })).data.badges,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/admin/categories: the whole tree in both languages, for the event form's picker. */
export function adminCategoryTreeQueryOptions() {
  return queryOptions({
    queryKey: adminCategoryTreeKey(),
    queryFn: async ({ signal }) => (await apiGet('admin/categories', ZAdminCategoryTreeResponseSchema, undefined, { signal })).data.categories,
    staleTime: 5 * 60_000,
  });
}

/** Doors open: the counts move by the second, so the view refreshes while it is on screen. */
export const CHECK_INS_REFRESH_MS = 15_000;

/** GET /api/admin/events/{id}/check-ins (docs/architecture.md §6): progress, devices and conflicts. */
export function checkInsQueryOptions(id: number) {
  return queryOptions({
    queryKey: dashboardEventKeys.checkIns(id),
    queryFn: async ({ signal }) => (await apiGet(`admin/events/${id}/check-ins`, ZCheckInsResponseSchema, undefined, { signal })).data,
    staleTime: 5_000,
    // A hidden tab does not poll (refetchIntervalInBackground stays false): nobody is reading it.
    refetchInterval: CHECK_INS_REFRESH_MS,
  });
}
