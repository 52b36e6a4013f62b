import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { toEventListFilters, eventFilterSearchSchema, type TEventFilterSearch } from '../../features/events/api/event-filters';
import { eventListInfiniteQueryOptions } from '../../features/events/api/events.queries';
import { EventSearchForm } from '../../features/events/components/event-search-form.plain';
import { EventsBrowser } from '../../features/events/components/events-browser.plain';
import { EVENTS_SECTION_ID } from '../../features/events/components/events-section.plain';
import { heroQueryOptions } from '../../features/home/api/hero.queries';
import { HomePage } from '../../features/home/components/home-page.plain';
import { exploreCategoriesQueryOptions } from '../../features/home/api/explore-categories.queries';
import { sliderQueryOptions } from '../../features/home/api/slider.queries';
import { categoryTreeQueryOptions } from '../../lib/categories';
import { parseIdParam } from '../../../contract/constants';
import { categoryHead, routeHead } from '../../ssr/head';

/**
 * docs/product.md §2: /category/{id} is the home view with that category selected. Until the visitor changes
 * the selection the path's category is it; after that the URL's `category_ids` (possibly empty) is.
 */
function withPathCategory(search: TEventFilterSearch, id: string): TEventFilterSearch {
  if (search.category_ids !== undefined) return search;
  const pathId = parseIdParam(id);
  return pathId === undefined ? search : { ...search, category_ids: [pathId] };
}

export const Route = createFileRoute('/category/$id')({
  head: import.meta.env.SSR ? routeHead(categoryHead) : undefined,
  staticData: { results: EVENTS_SECTION_ID, serverRendered: true },
  validateSearch: eventFilterSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(heroQueryOptions());
    void queryClient.prefetchQuery(sliderQueryOptions());
    void queryClient.prefetchQuery(exploreCategoriesQueryOptions());
    void queryClient.prefetchQuery(categoryTreeQueryOptions());
    void queryClient.prefetchInfiniteQuery(eventListInfiniteQueryOptions(toEventListFilters(withPathCategory(deps.search, params.id))));
  },
  component: CategoryRoute,
});

function CategoryRoute() {
  const { id } = Route.useParams();
  const search = withPathCategory(Route.useSearch(), id);
  const navigate = Route.useNavigate();
  const { data: categories } = useQuery(categoryTreeQueryOptions());
  const pathId = parseIdParam(id);
  const category = categories?.flatMap((parent) => [parent, ...(parent.children ?? [])]).find((candidate) => candidate.id === pathId);
  const showsPathCategory = search.category_ids?.length === 1 && search.category_ids[0] === pathId;

  function changeSearch(next: TEventFilterSearch) {
    // An emptied selection stays explicit ([]), or the path's category would come back.
    void navigate({ search: { ...next, category_ids: next.category_ids ?? [] }, replace: true, resetScroll: false });
  }
  return (
    <HomePage
      title={category?.name ?? null}
      eventsAnchorId={EVENTS_SECTION_ID}
      searchBox={<EventSearchForm tone="onImage" />}
      events={<EventsBrowser search={search} onSearchChange={changeSearch} title={showsPathCategory ? category?.name : undefined} />}
    />
  );
}
