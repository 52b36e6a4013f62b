import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminRefundResponseSchema } from '../../../../contract/payments';
import { adminQueriesKey } from '../../../lib/admin-keys';
import { apiSend } from '../../../lib/api-client';

/**
 * POST /api/admin/refunds/{id}/retry: asks the gateway again for a refund that failed (409 refunds.not_failed
 * when it is no longer failed). The invoice and every admin figure may have moved, so all of them refresh.
 */
export function useRetryRefundMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'refunds', 'retry'],
    mutationFn: async (refundId: number) => (await apiSend('POST', `admin/refunds/${refundId}/retry`, ZAdminRefundResponseSchema)).data.refund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueriesKey() }),
    meta: { silentError: true },
  });
}
