import { Box, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { TEvent } from '../../../../contract/events';
import { CARD_FRAME, EventCard, POSTER_RATIO } from './event-card';

/** docs/product.md §2: a responsive grid of 1 to 4 columns. */
const GRID_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 } as const;

type EventsGridProps = {
  events: TEvent[];
};

export function EventsGrid({ events }: EventsGridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={GRID_COLUMNS} gap={{ base: '4', md: '6' }}>
      {events.map((event) => (
        <Box as="li" key={event.id}>
          <EventCard event={event} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

type EventsGridSkeletonProps = {
  count: number;
};

export function EventsGridSkeleton({ count }: EventsGridSkeletonProps) {
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap={{ base: '4', md: '6' }} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} {...CARD_FRAME}>
          <Skeleton aspectRatio={POSTER_RATIO} rounded="none" />
          <Stack gap="3" p="4">
            <Skeleton h="4" w="40%" />
            <Skeleton h="5" w="85%" />
            <Skeleton h="4" w="60%" />
            <Skeleton h="8" w="full" mt="2" />
          </Stack>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
