import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWaitlistEntryResponseSchema, type TWaitlistEntry } from '../../../../contract/waitlist';
import { apiSend } from '../../../lib/api-client';
import { waitlistKeys } from './waitlist.queries';

/** POST (join, with a quantity) or DELETE (leave, or decline an offer) /api/tickets/{id}/waitlist. */
export function useWaitlistMutation(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['waitlist', ticketId],
    mutationFn: async (change: { join: number } | { leave: true }): Promise<TWaitlistEntry> => {
      const answer =
        'join' in change
          ? await apiSend('POST', `tickets/${ticketId}/waitlist`, ZWaitlistEntryResponseSchema, { quantity: change.join })
          : await apiSend('DELETE', `tickets/${ticketId}/waitlist`, ZWaitlistEntryResponseSchema);
      return answer.data.entry;
    },
    onSuccess: (entry) => queryClient.setQueryData(waitlistKeys.ticket(ticketId), entry),
    // A refusal (already in line, no longer sold out) means the screen is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.ticket(ticketId) }),
    meta: { silentError: true },
  });
}
