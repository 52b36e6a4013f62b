import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminWaitlistEntryResponseSchema } from '../../../../contract/waitlist';
import { apiSend } from '../../../lib/api-client';
import { dashboardEventKeys } from './dashboard-events.queries';

/** POST …/{entryId}/offer (409 `waitlist.no_seats` without the seats) or DELETE …/{entryId}. The dialog shows failures. */
export function useWaitlistEntryMutation(eventId: number, ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'waitlist', ticketId],
    mutationFn: async (change: { entryId: number; action: 'offer' | 'remove' }) => {
      const path = `admin/tickets/${ticketId}/waitlist/${change.entryId}`;
      const answer =
        change.action === 'offer'
          ? await apiSend('POST', `${path}/offer`, ZAdminWaitlistEntryResponseSchema)
          : await apiSend('DELETE', path, ZAdminWaitlistEntryResponseSchema);
      return answer.data.entry;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardEventKeys.detail(eventId) }),
    meta: { silentError: true },
  });
}
