import * as z from 'zod/mini';
import { ROLE } from '../../../contract/common';
import { ZIdParamSchema } from '../../../contract/ids';

/*
 * Search params of /dashboard/users and /dashboard/users/{id} (conventions "State": filters, page and tab
 * live in the URL). Route files load with the first page: only zod and the small contract modules here.
 * A bad value falls back to the default instead of failing the route.
 */

const ZPageParam = z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))), undefined);
const ZSearchParam = z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined);

/** The role filter as a word in the URL (`?role=staff`), the API's role_id behind it. */
export const USER_ROLE_FILTERS = ['admin', 'staff', 'user'] as const;
export type TUserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
export const ROLE_ID_OF_FILTER = { admin: ROLE.admin, staff: ROLE.staff, user: ROLE.user } as const satisfies Record<TUserRoleFilter, number>;

/** /dashboard/users?search=&role=&page= */
export const ZDashboardUsersSearchSchema = z.object({
  search: ZSearchParam,
  role: z.catch(z.optional(z.enum(USER_ROLE_FILTERS)), undefined),
  page: ZPageParam,
});
export type TDashboardUsersSearch = z.infer<typeof ZDashboardUsersSearchSchema>;

/** The API's filters for the URL's: the page and its route loader ask for the same list. */
export function usersListFilters(search: TDashboardUsersSearch): { page: number; search: string | undefined; role_id: number | undefined } {
  return { page: search.page ?? 1, search: search.search, role_id: search.role === undefined ? undefined : ROLE_ID_OF_FILTER[search.role] };
}

/** The tabs of /dashboard/users/{id} (docs/product.md §2), in order. */
export const USER_DETAIL_TABS = ['profile', 'bookings', 'invoices', 'coins', 'rewards'] as const;
export type TUserDetailTab = (typeof USER_DETAIL_TABS)[number];
export const DEFAULT_USER_DETAIL_TAB: TUserDetailTab = 'profile';

/** /dashboard/users/{id}?tab=&page=: the page belongs to the tab shown. */
export const ZUserDetailSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(USER_DETAIL_TABS)), undefined),
  page: ZPageParam,
});

/** The user id of the path, or null for one the API would refuse: the page then says "Invalid user ID". */
export function parseUserId(raw: string): number | null {
  const parsed = ZIdParamSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
