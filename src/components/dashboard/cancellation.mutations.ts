import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminCancellationResponseSchema, type TAdminCancellation } from '../../../contract/admin-people';
import { apiSend } from '../../lib/api-client';
import { adminQueriesKey } from '../../lib/admin-keys';

/**
 * What an admin cancels: one booking, or every booking of an invoice (docs/product.md §2 cancellations). An
 * invoice still waiting for payment (`pending`) is an order stuck in checkout: cancelling it releases its seats,
 * and nothing was paid to give back (docs/product.md §10).
 */
export type TCancelTarget = { kind: 'booking'; id: number; number: string } | { kind: 'invoice'; id: number; number: string; pending?: boolean };

/**
 * POST /api/admin/bookings/{id}/cancel or /api/admin/invoices/{id}/cancel with `{reason}`. A second call
 * answers the same and changes nothing, so a retry after a lost answer is safe. Afterwards every admin
 * list is stale: the event's sold count, its bookings, the user's tabs and the reports all moved.
 */
export function useCancellationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'cancellations'],
    mutationFn: async ({ target, reason }: { target: TCancelTarget; reason: string }): Promise<TAdminCancellation> => {
      const path = target.kind === 'booking' ? `admin/bookings/${target.id}/cancel` : `admin/invoices/${target.id}/cancel`;
      return (await apiSend('POST', path, ZAdminCancellationResponseSchema, { reason })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueriesKey() }),
    meta: { silentError: true },
  });
}
