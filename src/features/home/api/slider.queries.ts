import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

export const sliderKeys = {
  all: ['slider'] as const,
};

/** GET /api/slider: the landing slider's images, in their saved order. */
export function sliderQueryOptions() {
  return queryOptions({
    queryKey: sliderKeys.all,
    queryFn: async ({ signal }) =>
      [...(await apiGet('slider', lazySchema('ZSliderResponseSchema'), undefined, { signal })).data].sort((a, b) => a.position - b.position),
    staleTime: 5 * 60_000,
  });
}
