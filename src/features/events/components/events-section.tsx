import { Box, Button, Center, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EVENTS_PAGE_SIZE } from '../../../../contract/events';
import { CalendarIcon } from '../../../components/icons';
import { eventListInfiniteQueryOptions, type TEventFilters } from '../api/events.queries';
import { EventsGrid, EventsGridSkeleton } from './events-grid';

/** Anchor of the events block; the hero's start-search button and the navbar link scroll here. */
export const EVENTS_SECTION_ID = 'events';

type EventsSectionProps = {
  filters: TEventFilters;
  title?: ReactNode;
  /** Filters, chips and sort controls (a later task) render between the title and the grid. */
  toolbar?: ReactNode;
};

function EmptyEvents() {
  return (
    <Center py="16" px="6" bg="white" rounded="xl" borderWidth="1px" borderStyle="dashed" borderColor="border">
      <Stack align="center" gap="3" textAlign="center" maxW="md">
        <Box bg="brand.subtle" color="brand.fg" p="3" rounded="full">
          <CalendarIcon boxSize="6" />
        </Box>
        <Heading as="h3" size="md">
          <Trans>No events found</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            There are no events matching your choice right now. Check back soon — new events are added every week.
          </Trans>
        </Text>
      </Stack>
    </Center>
  );
}

/** Events grid with Load more (spec §2 "Event grid", §4 "Events paging"). */
export function EventsSection({ filters, title, toolbar }: EventsSectionProps) {
  const query = useInfiniteQuery(eventListInfiniteQueryOptions(filters));
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];

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
          <Button variant="outline" colorPalette="brand" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Center>
    );
  } else if (events.length === 0) {
    content = <EmptyEvents />;
  } else {
    content = <EventsGrid events={events} />;
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
        <Stack gap={{ base: '6', md: '8' }}>
          <Heading as="h2" id="events-heading" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {title ?? <Trans>Upcoming events</Trans>}
          </Heading>
          {toolbar}
          {content}
          {query.hasNextPage ? (
            <Center>
              <Button
                size="lg"
                variant="outline"
                colorPalette="brand"
                minW="48"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
              </Button>
            </Center>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
