import { Box, Button, Center, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TBooking } from '../../../../contract/bookings';
import { EmptyState } from '../../../components/empty-state.plain';
import { AlertIcon, TicketIcon } from '../../../components/icons';
import { myTicketsInfiniteQueryOptions } from '../api/tickets.queries';
import { TAB_STATUS, type TMyTicketsTab } from '../my-tickets-tabs';
import { OfflineCopyNotice } from './offline-copy-notice';
import { TicketCard } from './ticket-card';

type TicketListProps = {
  tab: TMyTicketsTab;
  userId: number;
  onOpen: (booking: TBooking) => void;
};

const EMPTY: Record<TMyTicketsTab, { title: ReactNode; description: ReactNode }> = {
  ready: {
    title: <Trans>No tickets ready to use</Trans>,
    description: <Trans>Tickets you book show up here, with the QR code to show at the gate.</Trans>,
  },
  used: {
    title: <Trans>No used tickets yet</Trans>,
    description: <Trans>Tickets appear here once every use has been scanned at the gate.</Trans>,
  },
  expired: {
    title: <Trans>No expired tickets</Trans>,
    description: <Trans>Tickets whose validity has passed, or whose event was cancelled, appear here.</Trans>,
  },
};

/** One tab of /my-tickets: its bookings page by page, or its empty state, or "Failed to fetch tickets". */
export function TicketList({ tab, userId, onOpen }: TicketListProps) {
  const query = useInfiniteQuery(myTicketsInfiniteQueryOptions(TAB_STATUS[tab], userId));

  if (query.isPending) {
    return (
      <Stack gap="3" role="status" aria-busy="true">
        <Skeleton h="36" rounded="xl" />
        <Skeleton h="36" rounded="xl" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <EmptyState icon={<AlertIcon boxSize="8" color="fg.error" />} title={<Trans>Failed to fetch tickets</Trans>}>
        <Button loading={query.isFetching} onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </EmptyState>
    );
  }

  const bookings = query.data.pages.flatMap((page) => page.bookings);
  const savedOfflineAt = query.data.pages[0]?.savedOfflineAt ?? null;
  return (
    <Stack gap="4">
      {savedOfflineAt === null ? null : <OfflineCopyNotice savedAt={savedOfflineAt} />}
      {bookings.length === 0 ? (
        <EmptyState icon={<TicketIcon boxSize="8" color="brand.fg" />} title={EMPTY[tab].title}>
          <Text color="fg.muted">{EMPTY[tab].description}</Text>
          {tab === 'ready' ? (
            <Button asChild>
              <Link to="/" hash="events">
                <Trans>Browse events</Trans>
              </Link>
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          {bookings.map((booking) => (
            <TicketCard key={booking.id} booking={booking} onOpen={onOpen} />
          ))}
        </Box>
      )}
      {query.hasNextPage ? (
        <Center>
          <Button variant="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            <Trans>Load more</Trans>
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
