import { createFileRoute } from '@tanstack/react-router';
import { toEventListFilters, eventFilterSearchSchema } from '../features/events/api/event-filters';
import { eventListInfiniteQueryOptions } from '../features/events/api/events.queries';
import { EVENTS_SECTION_ID } from '../features/events/components/events-section.plain';
import { SearchResultsPage } from '../features/events/components/search-results-page';
import { pickSearch } from '../lib/search-params';
import { withChakra } from '../theme/chakra-scope';
import { searchHead, routeHead } from '../ssr/head';

/** docs/product.md §2: /search takes search, date and category_ids, each only when filled. */
const searchPageSchema = pickSearch(eventFilterSearchSchema, ['search', 'date', 'category_ids']);

export const Route = createFileRoute('/search')({
  head: import.meta.env.SSR ? routeHead(searchHead) : undefined,
  staticData: { results: EVENTS_SECTION_ID, serverRendered: true },
  validateSearch: searchPageSchema,
  loaderDeps: ({ search }) => toEventListFilters(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchInfiniteQuery(eventListInfiniteQueryOptions(deps));
  },
  component: withChakra(SearchRoute),
});

function SearchRoute() {
  const search = Route.useSearch();
  return <SearchResultsPage search={search} />;
}
