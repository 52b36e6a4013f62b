import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

export const heroKeys = {
  all: ['hero'] as const,
};

/** GET /api/hero: the landing banner's image or video. */
export function heroQueryOptions() {
  return queryOptions({
    queryKey: heroKeys.all,
    queryFn: async ({ signal }) => (await apiGet('hero', lazySchema('ZHeroResponseSchema'), undefined, { signal })).data,
    staleTime: 5 * 60_000,
    // docs/product.md §8: a hero load failure is only logged; the gradient stays.
    retry: false,
  });
}
