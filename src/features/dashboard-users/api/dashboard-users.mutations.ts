import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminUserResponseSchema } from '../../../../contract/admin-people';
import { apiSend } from '../../../lib/api-client';
import { dashboardUserKeys, dashboardUserQueryOptions } from './dashboard-users.queries';

/**
 * PATCH /api/admin/users/{id}/role: takes effect at once, on the user's signed-in devices too. The
 * server refuses the admin's own role (409 users.own_role) and the last admin (409 users.last_admin);
 * the dialog shows those messages in place.
 */
export function useChangeRoleMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'role', userId],
    mutationFn: async (roleId: 1 | 2 | 3) => (await apiSend('PATCH', `admin/users/${userId}/role`, ZAdminUserResponseSchema, { role_id: roleId })).data.user,
    onSuccess: (user) => {
      queryClient.setQueryData(dashboardUserQueryOptions(userId).queryKey, (current) => (current ? { ...current, user } : current));
      return queryClient.invalidateQueries({ queryKey: dashboardUserKeys.lists() });
    },
    meta: { silentError: true },
  });
}
