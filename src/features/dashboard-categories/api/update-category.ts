import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminCategoryResponseSchema, type TAdminCategoryBody } from '../../../../contract/admin-catalogue';
import { apiSend } from '../../../lib/api-client';
import { invalidateCategories } from './invalidate-categories';

type TUpdateCategoryVariables = {
  id: number;
  body: TAdminCategoryBody;
};

/** PUT /api/admin/categories/{id}. The form shows its own errors. */
export function useUpdateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'categories', 'update'],
    mutationFn: async ({ id, body }: TUpdateCategoryVariables) =>
      (await apiSend('PUT', `admin/categories/${id}`, ZAdminCategoryResponseSchema, body)).data.category,
    onSuccess: () => invalidateCategories(queryClient),
    meta: { silentError: true },
  });
}
