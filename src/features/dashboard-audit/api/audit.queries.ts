import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../../contract/admin-catalogue';
import { ZAuditLogResponseSchema } from '../../../../contract/audit';
import { adminQueriesKey } from '../../../lib/admin-keys';
import { apiGet } from '../../../lib/api-client';
import type { TAuditListFilters } from '../audit-search';

/** Under the admin root (docs/architecture.md §5): signing out drops it, and an admin write marks it stale. */
export const auditKeys = {
  all: () => [...adminQueriesKey(), 'audit'] as const,
  list: (filters: TAuditListFilters) => [...auditKeys.all(), 'list', filters] as const,
};

/** GET /api/admin/audit-log: newest first, filtered by actor, record kind and record id (docs/architecture.md §12). */
export function auditLogQueryOptions(filters: TAuditListFilters) {
  return queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: async ({ signal }) => (await apiGet('admin/audit-log', ZAuditLogResponseSchema, { ...filters, per_page: ADMIN_PAGE_SIZE }, { signal })).data,
    // Every write anywhere (other admins, door staff, the payment jobs) adds to the log: a visit reads it again
    // rather than the 30 s the app keeps other lists, while the route's own prefetch still serves the first render.
    staleTime: 5_000,
    // A filter or page change keeps the previous entries on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
}
