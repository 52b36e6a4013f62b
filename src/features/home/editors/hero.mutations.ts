import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHeroUploadResponseSchema } from '../../../../contract/media';
import { apiSend, UPLOAD_TIMEOUT_MS } from '../../../lib/api-client';
import { heroKeys } from '../api/hero.queries';

/*
 * The administrator's hero calls (docs/product.md §7). Only the lazily loaded hero editor imports this
 * file, so visitors never download it.
 */

/** POST /api/admin/hero (multipart field `file`): the answer is the new hero, shown at once. */
export function useUploadHeroMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'hero', 'upload'],
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await apiSend('POST', 'admin/hero', ZHeroUploadResponseSchema, form, { timeout: UPLOAD_TIMEOUT_MS })).data;
    },
    onSuccess: (hero) => queryClient.setQueryData(heroKeys.all, hero),
    meta: { silentError: true },
  });
}

/** DELETE /api/admin/hero: back to the brand gradient. */
export function useRemoveHeroMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'hero', 'remove'],
    mutationFn: async () => (await apiSend('DELETE', 'admin/hero', ZHeroUploadResponseSchema)).data,
    onSuccess: (hero) => queryClient.setQueryData(heroKeys.all, hero),
    meta: { silentError: true },
  });
}
