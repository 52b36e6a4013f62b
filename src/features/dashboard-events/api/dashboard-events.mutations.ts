import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAdminEventResponseSchema, ZDeletedResponseSchema, type TAdminEvent } from '../../../../contract/admin-catalogue';
import { successEnvelope } from '../../../../contract/common';
import { apiSend, UPLOAD_TIMEOUT_MS } from '../../../lib/api-client';
import { dashboardEventKeys } from './dashboard-events.queries';

/** The page refetches the event after a cancel, so the answer's `data` is not read (nor held to a shape). */
const ZCancelResponseSchema = successEnvelope(z.unknown());

/** Puts the saved event in the cache (its page opens at once) and marks every list stale. */
function rememberEvent(queryClient: QueryClient, event: TAdminEvent): void {
  queryClient.setQueryData(dashboardEventKeys.detail(event.id), event);
  void queryClient.invalidateQueries({ queryKey: dashboardEventKeys.lists() });
}

/** POST /api/admin/events (multipart, docs/product.md §7). The form shows its own errors. */
export function useCreateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'events', 'create'],
    mutationFn: async (body: FormData) => (await apiSend('POST', 'admin/events', ZAdminEventResponseSchema, body, { timeout: UPLOAD_TIMEOUT_MS })).data.event,
    onSuccess: (event) => rememberEvent(queryClient, event),
    meta: { silentError: true },
  });
}

/** POST /api/admin/events/{id} with `_method=PUT` in the body: multipart cannot ride a PUT in every client. */
export function useUpdateEventMutation(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'events', 'update', eventId],
    mutationFn: async (body: FormData) =>
      (await apiSend('POST', `admin/events/${eventId}`, ZAdminEventResponseSchema, body, { timeout: UPLOAD_TIMEOUT_MS })).data.event,
    onSuccess: (event) => rememberEvent(queryClient, event),
    meta: { silentError: true },
  });
}

/** POST /api/admin/events/{id}/cancel: the bookings stay, the event leaves public lists, its codes are revoked. */
export function useCancelEventMutation(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'events', 'cancel', eventId],
    mutationFn: async (reason: string) => {
      await apiSend('POST', `admin/events/${eventId}/cancel`, ZCancelResponseSchema, reason.trim() === '' ? {} : { reason: reason.trim() });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardEventKeys.all() }),
    meta: { silentError: true },
  });
}

/**
 * DELETE /api/admin/events/{id}: refused with 409 `events.has_bookings` once anyone booked. The caller
 * leaves the event's page, then drops its cached data (dropping it first would refetch a 404 on screen).
 */
export function useDeleteEventMutation(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'events', 'delete', eventId],
    mutationFn: async () => {
      await apiSend('DELETE', `admin/events/${eventId}`, ZDeletedResponseSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardEventKeys.lists() }),
    meta: { silentError: true },
  });
}
