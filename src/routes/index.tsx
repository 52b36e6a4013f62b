import { createFileRoute } from '@tanstack/react-router';
import { toEventListFilters, ZEventFilterSearchSchema, type TEventFilterSearch } from '../features/events/api/event-filters';
import { eventListInfiniteQueryOptions } from '../features/events/api/events.queries';
import { EventSearchForm } from '../features/events/components/event-search-form';
import { EventsBrowser } from '../features/events/components/events-browser';
import { EVENTS_SECTION_ID } from '../features/events/components/events-section';
import { heroQueryOptions } from '../features/home/api/hero.queries';
import { HomePage } from '../features/home/components/home-page';

/** Sort, filters and categories live in the URL, so a filtered view can be shared. */
export const Route = createFileRoute('/')({
  staticData: { results: EVENTS_SECTION_ID },
  validateSearch: ZEventFilterSearchSchema,
  loaderDeps: ({ search }) => toEventListFilters(search),
  loader: ({ context: { queryClient }, deps }) => {
    // Warm, do not block: the hero and the grid render their own placeholders meanwhile.
    void queryClient.prefetchQuery(heroQueryOptions());
    void queryClient.prefetchInfiniteQuery(eventListInfiniteQueryOptions(deps));
  },
  component: HomeRoute,
});

function HomeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  function changeSearch(next: TEventFilterSearch) {
    void navigate({ search: next, replace: true, resetScroll: false });
  }
  return (
    <HomePage
      eventsAnchorId={EVENTS_SECTION_ID}
      searchBox={<EventSearchForm tone="onImage" />}
      events={<EventsBrowser search={search} onSearchChange={changeSearch} />}
    />
  );
}
