import { Box, Button, Center, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EVENTS_PAGE_SIZE } from '../../../../contract/constants';
import { EmptyState } from '../../../components/empty-state';
import { CalendarIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/error-messages';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import type { TEventFilters } from '../api/event-filters';
import { eventListInfiniteQueryOptions } from '../api/events.queries';
import { EventsGrid, EventsGridSkeleton } from './events-grid';
import { OfflineNotice } from './offline-notice';

/** Anchor of the events block; the hero's start-search button and the navbar link scroll here. */
export const EVENTS_SECTION_ID = 'events';

type EventsSectionProps = {
  filters: TEventFilters;
  title?: ReactNode;
  /** A line under the title (e.g. what was searched for). */
  subtitle?: ReactNode;
  /** Sort and filter controls, rendered between the title and the grid. */
  toolbar?: ReactNode;
  /** Offers a way out of an empty result (e.g. "Clear filters"). */
  emptyAction?: ReactNode;
  /** h1 where the list is the page (/search), h2 under a hero. */
  headingAs?: 'h1' | 'h2';
};

function EmptyEvents({ action }: { action?: ReactNode }) {
  return (
    <EmptyState framed headingAs="h3" icon={<CalendarIcon boxSize="6" />} title={<Trans>No events found</Trans>}>
      <Text color="fg.muted">
        <Trans>
          There are no events matching your choice right now. Check back soon — new events are added every week.
        </Trans>
      </Text>
      {action}
    </EmptyState>
  );
}

/** Events grid with Load more (docs/product.md §2 "Event grid", §4 "Events paging"). */
export function EventsSection({ filters, title, subtitle, toolbar, emptyAction, headingAs = 'h2' }: EventsSectionProps) {
  const query = useInfiniteQuery({
    ...eventListInfiniteQueryOptions(filters),
    // While another filter loads, the previous grid stays (dimmed) instead of jumping to skeletons.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  const events = pages.flatMap((page) => page.events);
  const savedOfflineAt = pages.reduce<number | null>(
    (oldest, page) =>
      page.savedOfflineAt === null ? oldest : Math.min(oldest ?? page.savedOfflineAt, page.savedOfflineAt),
    null,
  );
  const busy = query.isPlaceholderData || query.isFetchingNextPage;
  const total = pages.at(-1)?.pagination.total ?? null;
  const locale = useAppLocale();
  // In the locale's digits, like the plural's own # (issue 15).
  const shown = formatCount(events.length, locale);

  let content: ReactNode;
  if (query.isPending) {
    content = <EventsGridSkeleton count={EVENTS_PAGE_SIZE} />;
  } else if (query.isError && events.length === 0) {
    content = (
      <Center py="12">
        <Stack align="center" gap="3" textAlign="center">
          <Text color="fg.muted">
            <Trans>Events could not be loaded right now.</Trans>
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {errorMessage(query.error)}
          </Text>
          <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Center>
    );
  } else if (events.length === 0) {
    content = <EmptyEvents action={emptyAction} />;
  } else {
    content = (
      <Box opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
        <EventsGrid events={events} />
      </Box>
    );
  }

  return (
    <Box
      as="section"
      id={EVENTS_SECTION_ID}
      aria-labelledby="events-heading"
      scrollMarginTop="20"
      py={{ base: '10', md: '16' }}
    >
      <Container maxW="7xl">
        <Stack gap={{ base: '5', md: '6' }}>
          <Stack gap="1">
            <Heading as={headingAs} id="events-heading" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
              {title ?? <Trans>Upcoming events</Trans>}
            </Heading>
            {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
          </Stack>
          {toolbar}
          {savedOfflineAt === null ? null : <OfflineNotice savedAt={savedOfflineAt} />}
          <Box aria-busy={busy}>{content}</Box>
          {events.length > 0 && total !== null ? (
            <Text role="status" textAlign="center" fontSize="sm" color="fg.muted">
              <Plural value={total} one={`Showing ${shown} of # event`} other={`Showing ${shown} of # events`} />
            </Text>
          ) : null}
          {query.hasNextPage && !query.isPlaceholderData ? (
            <Center>
              <Button
                size="lg"
                variant="outline"
                minW="48"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? <Trans>Loading more events…</Trans> : <Trans>Load more</Trans>}
              </Button>
            </Center>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
