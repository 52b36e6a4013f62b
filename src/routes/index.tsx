import { createFileRoute } from '@tanstack/react-router';
import { eventListInfiniteQueryOptions, type TEventFilters } from '../features/events/api/events.queries';
import { EVENTS_SECTION_ID, EventsSection } from '../features/events/components/events-section';
import { heroQueryOptions } from '../features/home/api/hero.queries';
import { HomePage } from '../features/home/components/home-page';

const HOME_FILTERS: TEventFilters = {};

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => {
    // Warm, do not block: the hero and the grid render their own placeholders meanwhile.
    void queryClient.prefetchQuery(heroQueryOptions());
    void queryClient.prefetchInfiniteQuery(eventListInfiniteQueryOptions(HOME_FILTERS));
  },
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage eventsAnchorId={EVENTS_SECTION_ID} events={<EventsSection filters={HOME_FILTERS} />} />;
}
