import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import type { TCategory } from '../../../contract/categories';
import { eventListInfiniteQueryOptions, type TEventFilters } from '../../features/events/api/events.queries';
import { EVENTS_SECTION_ID, EventsSection } from '../../features/events/components/events-section';
import { heroQueryOptions } from '../../features/home/api/hero.queries';
import { HomePage } from '../../features/home/components/home-page';
import { categoryTreeQueryOptions } from '../../lib/categories';

const ZCategoryIdSchema = z.coerce.number().int().positive();

function categoryFilters(id: string): TEventFilters {
  const parsed = ZCategoryIdSchema.safeParse(id);
  return parsed.success ? { category_ids: [parsed.data] } : {};
}

function findCategory(categories: TCategory[] | undefined, id: number): TCategory | undefined {
  for (const category of categories ?? []) {
    if (category.id === id) return category;
    const child = findCategory(category.children, id);
    if (child) return child;
  }
  return undefined;
}

/** Spec §2: /category/{id} shows the home view with that category selected. */
export const Route = createFileRoute('/category/$id')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(heroQueryOptions());
    void queryClient.prefetchQuery(categoryTreeQueryOptions());
    void queryClient.prefetchInfiniteQuery(eventListInfiniteQueryOptions(categoryFilters(params.id)));
  },
  component: CategoryRoute,
});

function CategoryRoute() {
  const { id } = Route.useParams();
  const filters = categoryFilters(id);
  const { data: categories } = useQuery(categoryTreeQueryOptions());
  const categoryId = filters.category_ids?.[0];
  const category = categoryId === undefined ? undefined : findCategory(categories, categoryId);
  return (
    <HomePage
      eventsAnchorId={EVENTS_SECTION_ID}
      events={<EventsSection key={id} filters={filters} title={category?.name} />}
    />
  );
}
