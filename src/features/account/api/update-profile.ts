import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserResponseSchema, type TUpdateProfileRequest } from '../../../../contract/users';
import { apiSend } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';

/** PATCH /api/user: name and email; the navbar and menus pick up the new values from the session. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'profile'],
    mutationFn: async (body: TUpdateProfileRequest) => (await apiSend('PATCH', 'user', ZUserResponseSchema, body)).data.user,
    onSuccess: (user) => updateSession(queryClient, user),
    meta: { silentError: true },
  });
}
