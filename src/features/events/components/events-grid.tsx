import { Box, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { TEvent } from '../../../../contract/events';
import { CARD_FRAME, EventCard, POSTER_RATIO } from './event-card';
import { renderWhenNear } from '../../../theme/offscreen';

/** docs/product.md §2: a responsive grid of 1 to 4 columns; one column of compact cards on phones (issue 15 item 3). */
const GRID_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 } as const;
const GRID_GAP = { base: '3', md: '6' } as const;

type EventsGridProps = {
  events: TEvent[];
};

export function EventsGrid({ events }: EventsGridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={GRID_COLUMNS} gap={GRID_GAP}>
      {events.map((event) => (
        <Box as="li" key={event.id} css={renderWhenNear('280px')}>
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
    <SimpleGrid columns={GRID_COLUMNS} gap={GRID_GAP} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} {...CARD_FRAME} direction={{ base: 'row', sm: 'column' }}>
          <Skeleton aspectRatio={POSTER_RATIO} rounded="none" w={{ base: '28', sm: 'full' }} flexShrink="0" />
          <Stack gap="3" p={{ base: '3', sm: '4' }} flex="1">
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
