import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, ZCreateBookingResponseSchema, type TCreateBookingRequest, type TCreateBookingResponse } from '../../../../contract/bookings';
import { apiSend } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session';

export type TBookingResult = TCreateBookingResponse['data'];

export type TCreateBookingVariables = TCreateBookingRequest & {
  /** One per purchase attempt, reused when that attempt is retried: the server never books it twice. */
  idempotencyKey: string;
};

/** A UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * POST /api/bookings. A free booking is paid at once: the user's data (coins, My Tickets, stats) is refetched
 * and the copy of the tickets on this device is refreshed, so the new passes work offline right away. A priced
 * one answers a pending invoice holding the seats and where to pay (docs/product.md §10); its tickets
 * arrive once the checkout return page sees it paid.
 */
export function useCreateBookingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'create'],
    mutationFn: async ({ idempotencyKey, ...body }: TCreateBookingVariables): Promise<TBookingResult> =>
      (await apiSend('POST', 'bookings', ZCreateBookingResponseSchema, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })).data,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      if (result.invoice.status !== 'paid') return;
      // Loaded on demand: the offline store stays out of the event page's first load.
      void import('../../../offline/tickets-sync')
        .then(({ syncOfflineTickets }) => syncOfflineTickets(queryClient))
        .catch((error: unknown) => console.warn('Could not refresh the offline tickets after booking', error));
    },
    // The panel shows its own message under the Confirm button.
    meta: { silentError: true },
  });
}
