import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeletedResponseSchema } from '../../../../contract/admin-catalogue';
import { apiSend } from '../../../lib/api-client';
import { invalidateCategories } from './invalidate-categories';

/**
 * DELETE /api/admin/categories/{id}. A category with children or events answers 409; the confirmation
 * dialog shows why, so no toast.
 */
export function useDeleteCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'categories', 'delete'],
    mutationFn: async (id: number) => (await apiSend('DELETE', `admin/categories/${id}`, ZDeletedResponseSchema)).data.id,
    onSuccess: () => invalidateCategories(queryClient),
    meta: { silentError: true },
  });
}
