import { queryOptions } from '@tanstack/react-query';
import { ZAdminPaymentSettingsResponseSchema } from '../../../contract/payments';
import { adminQueriesKey } from '../../lib/admin-keys';
import { apiGet } from '../../lib/api-client';

/** GET /api/admin/payments/settings: which gateway takes the money, and how long a checkout holds its seats. */
export function paymentSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueriesKey(), 'payments', 'settings'] as const,
    queryFn: async ({ signal }) => (await apiGet('admin/payments/settings', ZAdminPaymentSettingsResponseSchema, undefined, { signal })).data,
    // Set by the server's configuration: it changes with a restart, not while a page is open.
    staleTime: 10 * 60_000,
  });
}
