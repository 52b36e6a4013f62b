import { parseIdParam, ROLE } from '../../../contract/constants';
import { oneOf, pageParam, searchSchema, textParam, type TSearchOf } from '../../lib/search-params';

/*
 * Search params of /dashboard/users and /dashboard/users/{id} (conventions "State": filters, page and tab
 * live in the URL). Route files load with the first page: no zod here (src/lib/search-params.ts).
 * A bad value falls back to the default instead of failing the route.
 */

/** The role filter as a word in the URL (`?role=staff`), the API's role_id behind it. */
export const USER_ROLE_FILTERS = ['admin', 'staff', 'user'] as const;
export type TUserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
export const ROLE_ID_OF_FILTER = { admin: ROLE.admin, staff: ROLE.staff, user: ROLE.user } as const satisfies Record<TUserRoleFilter, number>;

/** /dashboard/users?search=&role=&page= */
export const dashboardUsersSearchSchema = searchSchema({
  search: textParam(200, { trim: true }),
  role: oneOf(USER_ROLE_FILTERS),
  page: pageParam,
});
export type TDashboardUsersSearch = TSearchOf<typeof dashboardUsersSearchSchema.shape>;

/** The API's filters for the URL's: the page and its route loader ask for the same list. */
export function usersListFilters(search: TDashboardUsersSearch): { page: number; search: string | undefined; role_id: number | undefined } {
  return { page: search.page ?? 1, search: search.search, role_id: search.role === undefined ? undefined : ROLE_ID_OF_FILTER[search.role] };
}

/** The tabs of /dashboard/users/{id} (docs/product.md §2), in order. */
export const USER_DETAIL_TABS = ['profile', 'bookings', 'invoices', 'coins', 'rewards'] as const;
export type TUserDetailTab = (typeof USER_DETAIL_TABS)[number];
export const DEFAULT_USER_DETAIL_TAB: TUserDetailTab = 'profile';

/** /dashboard/users/{id}?tab=&page=: the page belongs to the tab shown. */
export const userDetailSearchSchema = searchSchema({
  tab: oneOf(USER_DETAIL_TABS),
  page: pageParam,
});

/** The user id of the path, or null for one the API would refuse: the page then says "Invalid user ID". */
export function parseUserId(raw: string): number | null {
  return parseIdParam(raw) ?? null;
}
