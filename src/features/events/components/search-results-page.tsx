import { Box, Container } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../components/use-page-title';
import { categoryTreeQueryOptions } from '../../../lib/categories';
import { formatFullDate } from '../../../lib/dates';
import { PAGE_TITLES } from '../../../lib/page-meta';
import { useAppLocale } from '../../../lib/store';
import { toEventListFilters, type TSearchPageSearch } from '../api/event-filters';
import { indexCategories } from '../lib/category-tree';
import { EventSearchForm } from './event-search-form.plain';
import { EventsSection } from './events-section.plain';

type SearchResultsPageProps = {
  search: TSearchPageSearch;
};

function SearchSummary({ search }: SearchResultsPageProps) {
  const locale = useAppLocale();
  const categories = useQuery(categoryTreeQueryOptions());
  const index = indexCategories(categories.data);
  const categoryName = search.category_ids?.map((id) => index.get(id)?.name).find(Boolean);
  // Noon in Muscat of the chosen day, so no time zone can move it to a neighbouring date.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO timestamp, not text
  const day = search.date ? formatFullDate(`${search.date}T12:00:00+04:00`, locale) : null;
  if (day && categoryName) {
    return (
      <Trans>
        {categoryName} events on {day}
      </Trans>
    );
  }
  if (day) return <Trans>Events on {day}</Trans>;
  if (categoryName) return <Trans>{categoryName} events</Trans>;
  return null;
}

/** /search: events matching the search box's fields (search, date, category_ids) with Load more. */
export function SearchResultsPage({ search }: SearchResultsPageProps) {
  const { t } = useLingui();
  usePageTitle(t(PAGE_TITLES.search));
  const query = search.search;
  return (
    <Box>
      <Box bg="brand.900" py={{ base: '6', md: '8' }}>
        <Container maxW="7xl">
          <EventSearchForm
            key={JSON.stringify(search)}
            tone="onImage"
            initial={{
              search: search.search ?? '',
              date: search.date ?? '',
              categoryId: search.category_ids?.length === 1 ? String(search.category_ids[0]) : '',
            }}
          />
        </Container>
      </Box>
      <EventsSection
        headingAs="h1"
        filters={toEventListFilters(search)}
        title={
          query ? (
            // <bdi> keeps an English query in its own direction inside Arabic text, and vice versa.
            <Trans>
              Results for “<bdi>{query}</bdi>”
            </Trans>
          ) : (
            <Trans>Search results</Trans>
          )
        }
        subtitle={<SearchSummary search={search} />}
      />
    </Box>
  );
}
