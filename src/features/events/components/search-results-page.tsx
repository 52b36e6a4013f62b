import { Box } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../components/use-page-title';
import type { TEventFilters } from '../api/events.queries';
import { EventsSection } from './events-section';

type SearchResultsPageProps = {
  query: string | undefined;
  filters: TEventFilters;
};

/** /search: events matching the hero search box's fields (search, date, category_ids). */
export function SearchResultsPage({ query, filters }: SearchResultsPageProps) {
  const { t } = useLingui();
  usePageTitle(t`Search results`);
  return (
    <Box>
      <EventsSection
        key={JSON.stringify(filters)}
        filters={filters}
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
      />
    </Box>
  );
}
