import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminTicketResponseSchema, ZDeletedResponseSchema, type TAdminTicketBody } from '../../../../contract/admin-catalogue';
import { apiSend } from '../../../lib/api-client';
import { dashboardEventKeys } from './dashboard-events.queries';

/**
 * A ticket type change moves the event's seat counts and its lowest price: refresh the event (and its
 * ticket list under it) and the event lists.
 */
function useRefreshEvent(eventId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dashboardEventKeys.detail(eventId) }),
      queryClient.invalidateQueries({ queryKey: dashboardEventKeys.lists() }),
    ]);
}

/** POST /api/admin/events/{id}/tickets (JSON). The form shows its own errors. */
export function useCreateTicketMutation(eventId: number) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationKey: ['admin', 'tickets', 'create', eventId],
    mutationFn: async (body: TAdminTicketBody) => (await apiSend('POST', `admin/events/${eventId}/tickets`, ZAdminTicketResponseSchema, body)).data.ticket,
    onSuccess: refresh,
    meta: { silentError: true },
  });
}

/** PUT /api/admin/tickets/{id}: `total` below `sold` is refused with 409 `tickets.total_below_sold`. */
export function useUpdateTicketMutation(eventId: number, ticketId: number) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationKey: ['admin', 'tickets', 'update', ticketId],
    mutationFn: async (body: TAdminTicketBody) => (await apiSend('PUT', `admin/tickets/${ticketId}`, ZAdminTicketResponseSchema, body)).data.ticket,
    onSuccess: refresh,
    meta: { silentError: true },
  });
}

/** DELETE /api/admin/tickets/{id}: refused with 409 `tickets.has_sales` once one was sold. */
export function useDeleteTicketMutation(eventId: number) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationKey: ['admin', 'tickets', 'delete', eventId],
    mutationFn: async (ticketId: number) => {
      await apiSend('DELETE', `admin/tickets/${ticketId}`, ZDeletedResponseSchema);
    },
    onSuccess: refresh,
    meta: { silentError: true },
  });
}
