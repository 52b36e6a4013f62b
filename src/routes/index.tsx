import { createFileRoute } from '@tanstack/react-router';
import { toEventListFilters, eventFilterSearchSchema, type TEventFilterSearch } from '../features/events/api/event-filters';
import { eventListInfiniteQueryOptions } from '../features/events/api/events.queries';
import { EventSearchForm } from '../features/events/components/event-search-form.plain';
import { EventsBrowser } from '../features/events/components/events-browser.plain';
import { EVENTS_SECTION_ID } from '../features/events/components/events-section.plain';
import { heroQueryOptions } from '../features/home/api/hero.queries';
import { exploreCategoriesQueryOptions } from '../features/home/api/explore-categories.queries';
import { sliderQueryOptions } from '../features/home/api/slider.queries';
import { HomePage } from '../features/home/components/home-page.plain';
import { categoryTreeQueryOptions } from '../lib/categories';
import { homeHead, routeHead } from '../ssr/head';

/** Sort, filters and categories live in the URL, so a filtered view can be shared. */
export const Route = createFileRoute('/')({
  head: import.meta.env.SSR ? routeHead(homeHead) : undefined,
  staticData: { results: EVENTS_SECTION_ID, serverRendered: true },
  validateSearch: eventFilterSearchSchema,
  loaderDeps: ({ search }) => toEventListFilters(search),
  loader: ({ context: { queryClient }, deps }) => {
    // Warm, do not block: the hero and the grid render their own placeholders meanwhile.
    void queryClient.prefetchQuery(heroQueryOptions());
    void queryClient.prefetchQuery(sliderQueryOptions());
    void queryClient.prefetchQuery(exploreCategoriesQueryOptions());
    void queryClient.prefetchQuery(categoryTreeQueryOptions());
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
