import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSliderSaveResponseSchema } from '../../../../contract/media';
import { apiSend, UPLOAD_TIMEOUT_MS } from '../../../lib/api-client';
import { buildSliderFormData, type TSliderDraftItem } from './slider-draft';
import { sliderKeys } from '../api/slider.queries';

/**
 * POST /api/admin/slider (docs/product.md §7): the whole list at once (kept, reordered, added; left out =
 * removed). Only the lazily loaded slider editor imports this file.
 */
export function useSaveSliderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'slider', 'save'],
    mutationFn: async (items: readonly TSliderDraftItem[]) => {
      const body = buildSliderFormData(items);
      const saved = (await apiSend('POST', 'admin/slider', ZSliderSaveResponseSchema, body, { timeout: UPLOAD_TIMEOUT_MS })).data;
      return [...saved].sort((a, b) => a.position - b.position);
    },
    onSuccess: async (images) => {
      // The answer is the new list: show it at once, then reload it like any visitor would see it.
      queryClient.setQueryData(sliderKeys.all, images);
      await queryClient.invalidateQueries({ queryKey: sliderKeys.all });
    },
    meta: { silentError: true },
  });
}
