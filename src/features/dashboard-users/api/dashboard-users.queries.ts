import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../../contract/admin-catalogue';
import {
  ZAdminUserBookingsResponseSchema,
  ZAdminUserDetailResponseSchema,
  ZAdminUserInvoicesResponseSchema,
  ZAdminUserListResponseSchema,
  ZAdminUserRedemptionsResponseSchema,
  ZAdminUserTransactionsResponseSchema,
} from '../../../../contract/admin-people';
import { apiGet } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session';

export type TUserListFilters = { page: number; search?: string | undefined; role_id?: number | undefined };

/**
 * The users the admin reads live under `userKeys.all` (signing out drops them) and under 'admin' (a
 * cancellation refreshes every admin list at once). A user's tabs sit under their detail key, so
 * refreshing the user refreshes the tabs too.
 */
export const dashboardUserKeys = {
  all: () => [...userKeys.all, 'admin', 'users'] as const,
  lists: () => [...dashboardUserKeys.all(), 'list'] as const,
  list: (filters: TUserListFilters) => [...dashboardUserKeys.lists(), filters] as const,
  details: () => [...dashboardUserKeys.all(), 'detail'] as const,
  detail: (id: number) => [...dashboardUserKeys.details(), id] as const,
  bookings: (id: number, page: number) => [...dashboardUserKeys.detail(id), 'bookings', page] as const,
  invoices: (id: number, page: number) => [...dashboardUserKeys.detail(id), 'invoices', page] as const,
  transactions: (id: number, page: number) => [...dashboardUserKeys.detail(id), 'transactions', page] as const,
  redemptions: (id: number, page: number) => [...dashboardUserKeys.detail(id), 'redemptions', page] as const,
};

/** GET /api/admin/users: paged, searched by name, email or phone, filtered by role. */
export function dashboardUserListQueryOptions(filters: TUserListFilters) {
  return queryOptions({
    queryKey: dashboardUserKeys.list(filters),
    queryFn: async ({ signal }) => (await apiGet('admin/users', ZAdminUserListResponseSchema, { ...filters, per_page: ADMIN_PAGE_SIZE }, { signal })).data,
    // The table keeps the previous page on screen while the next one loads, instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/{id}: the user and the stats they see on their own profile. */
export function dashboardUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: dashboardUserKeys.detail(id),
    queryFn: async ({ signal }) => (await apiGet(`admin/users/${id}`, ZAdminUserDetailResponseSchema, undefined, { signal })).data,
  });
}

const pageQuery = (page: number) => ({ page, per_page: ADMIN_PAGE_SIZE });

/** GET /api/admin/users/{id}/bookings: the user's bookings, the shape they read in My Tickets. */
export function userBookingsQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: dashboardUserKeys.bookings(id, page),
    queryFn: async ({ signal }) => (await apiGet(`admin/users/${id}/bookings`, ZAdminUserBookingsResponseSchema, pageQuery(page), { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/{id}/invoices, newest first. */
export function userInvoicesQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: dashboardUserKeys.invoices(id, page),
    queryFn: async ({ signal }) => (await apiGet(`admin/users/${id}/invoices`, ZAdminUserInvoicesResponseSchema, pageQuery(page), { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/{id}/transactions: the coin ledger, newest first, and the balance. */
export function userTransactionsQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: dashboardUserKeys.transactions(id, page),
    queryFn: async ({ signal }) => (await apiGet(`admin/users/${id}/transactions`, ZAdminUserTransactionsResponseSchema, pageQuery(page), { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/{id}/redemptions, newest first. */
export function userRedemptionsQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: dashboardUserKeys.redemptions(id, page),
    queryFn: async ({ signal }) => (await apiGet(`admin/users/${id}/redemptions`, ZAdminUserRedemptionsResponseSchema, pageQuery(page), { signal })).data,
    placeholderData: keepPreviousData,
  });
}
