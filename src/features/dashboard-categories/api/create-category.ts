import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminCategoryResponseSchema, type TAdminCategoryBody } from '../../../../contract/admin-catalogue';
import { apiSend } from '../../../lib/api-client';
import { invalidateCategories } from './invalidate-categories';

/** POST /api/admin/categories. The form shows its own errors. */
export function useCreateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'categories', 'create'],
    mutationFn: async (body: TAdminCategoryBody) =>
      (await apiSend('POST', 'admin/categories', ZAdminCategoryResponseSchema, body)).data.category,
    onSuccess: () => invalidateCategories(queryClient),
    meta: { silentError: true },
  });
}
