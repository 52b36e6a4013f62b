import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZAdminPromoCodeDeleteResponseSchema,
  ZAdminPromoCodeResponseSchema,
  type TAdminPromoCode,
  type TAdminPromoCodeBody,
} from '../../../../contract/admin-promo-codes';
import { apiSend } from '../../../lib/api-client';
import { dashboardPromoCodeKeys } from './dashboard-promo-codes.queries';

/** Puts the saved code in the cache (its edit page opens at once) and marks every list stale. */
function rememberPromoCode(queryClient: QueryClient, promoCode: TAdminPromoCode) {
  queryClient.setQueryData(dashboardPromoCodeKeys.detail(promoCode.id), promoCode);
  return queryClient.invalidateQueries({ queryKey: dashboardPromoCodeKeys.lists() });
}

/** POST /api/admin/promo-codes. The form shows its own errors (409 `promo.code_taken` on the code's field). */
export function useCreatePromoCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'promo-codes', 'create'],
    mutationFn: async (body: TAdminPromoCodeBody) => (await apiSend('POST', 'admin/promo-codes', ZAdminPromoCodeResponseSchema, body)).data.promo_code,
    onSuccess: (promoCode) => rememberPromoCode(queryClient, promoCode),
    meta: { silentError: true },
  });
}

/** PUT /api/admin/promo-codes/{id}: the form sends every field. */
export function useUpdatePromoCodeMutation(promoCodeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'promo-codes', 'update', promoCodeId],
    mutationFn: async (body: TAdminPromoCodeBody) =>
      (await apiSend('PUT', `admin/promo-codes/${promoCodeId}`, ZAdminPromoCodeResponseSchema, body)).data.promo_code,
    onSuccess: (promoCode) => rememberPromoCode(queryClient, promoCode),
    meta: { silentError: true },
  });
}

/**
 * DELETE /api/admin/promo-codes/{id}: deleted when no order used it; otherwise switched off (`deleted: false`), so
 * its invoices keep their code. The caller leaves the edit page before a deleted code's cache is dropped.
 */
export function useDeletePromoCodeMutation(promoCodeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'promo-codes', 'delete', promoCodeId],
    mutationFn: async () => (await apiSend('DELETE', `admin/promo-codes/${promoCodeId}`, ZAdminPromoCodeDeleteResponseSchema)).data,
    onSuccess: (result) => {
      if (result.promo_code) queryClient.setQueryData(dashboardPromoCodeKeys.detail(promoCodeId), result.promo_code);
      return queryClient.invalidateQueries({ queryKey: dashboardPromoCodeKeys.lists() });
    },
    meta: { silentError: true },
  });
}
