import { createFileRoute } from '@tanstack/react-router';
import { pick } from 'zod/mini';
import { toEventListFilters, ZEventFilterSearchSchema } from '../features/events/api/event-filters';
import { eventListInfiniteQueryOptions } from '../features/events/api/events.queries';
import { EVENTS_SECTION_ID } from '../features/events/components/events-section';
import { SearchResultsPage } from '../features/events/components/search-results-page';

/** docs/product.md §2: /search takes search, date and category_ids, each only when filled. */
const ZSearchPageSchema = pick(ZEventFilterSearchSchema, { search: true, date: true, category_ids: true });

export const Route = createFileRoute('/search')({
  staticData: { results: EVENTS_SECTION_ID },
  validateSearch: ZSearchPageSchema,
  loaderDeps: ({ search }) => toEventListFilters(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchInfiniteQuery(eventListInfiniteQueryOptions(deps));
  },
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  return <SearchResultsPage search={search} />;
}
