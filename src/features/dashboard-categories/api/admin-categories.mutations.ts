import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZAdminCategoryResponseSchema, ZDeletedResponseSchema, type TAdminCategoryBody } from '../../../../contract/admin-catalogue';
import { apiSend } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/categories';
import { adminCategoryKeys } from './admin-categories.queries';

/**
 * After a category changes, the dashboard tree and every public category list (menus, filters, the
 * explore block) are stale. Resolves once the queries on screen have refetched.
 */
export async function invalidateCategories(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }), queryClient.invalidateQueries({ queryKey: categoryKeys.all })]);
}

/** POST /api/admin/categories. The form shows its own errors. */
export function useCreateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'categories', 'create'],
    mutationFn: async (body: TAdminCategoryBody) => (await apiSend('POST', 'admin/categories', ZAdminCategoryResponseSchema, body)).data.category,
    onSuccess: () => invalidateCategories(queryClient),
    meta: { silentError: true },
  });
}

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
