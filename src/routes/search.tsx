import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { eventListInfiniteQueryOptions, type TEventFilters } from '../features/events/api/events.queries';
import { SearchResultsPage } from '../features/events/components/search-results-page';

/** `category_ids` may arrive as an array, a single id, or "1,2" from shared links. */
const ZCategoryIdsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : value),
  z.array(z.coerce.number().int().positive()),
);

const ZSearchPageSchema = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  date: z.iso.date().optional().catch(undefined),
  category_ids: ZCategoryIdsSchema.optional().catch(undefined),
});
type TSearchPageSearch = z.infer<typeof ZSearchPageSchema>;

function toFilters(search: TSearchPageSearch): TEventFilters {
  return {
    search: search.search || undefined,
    date: search.date,
    category_ids: search.category_ids && search.category_ids.length > 0 ? search.category_ids : undefined,
  };
}

export const Route = createFileRoute('/search')({
  validateSearch: ZSearchPageSchema,
  loaderDeps: ({ search }) => toFilters(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchInfiniteQuery(eventListInfiniteQueryOptions(deps));
  },
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  return <SearchResultsPage query={search.search} filters={toFilters(search)} />;
}
