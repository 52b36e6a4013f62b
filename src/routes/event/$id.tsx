import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { parseIdParam } from '../../../contract/constants';
import type { TEvent } from '../../../contract/events';
import { BookingBar } from '../../features/booking/components/booking-bar.plain';
import { eventKeys, eventQueryOptions } from '../../features/events/api/events.queries';
import { EventPage } from '../../features/events/components/event-page.plain';
import { lazyWithChakra } from '../../theme/lazy-chakra.plain';
import { eventHead, routeHead } from '../../ssr/head';

// Its own chunk: the event's details paint first, the booking form follows (first-load budget §8).
const BookingPanel = lazyWithChakra(() => import('../../features/booking/components/booking-panel').then((m) => m.BookingPanel), {
  // At the foot of a phone's page: its code (and Chakra's) loads as it nears the screen.
  whenNear: 'booking-panel',
});
// Phones: the sheet the booking bar opens, loaded on the first tap (docs/product.md §2 Event page and booking).
const BookingSheet = lazyWithChakra(() => import('../../features/booking/components/booking-sheet').then((m) => m.BookingSheet));

/** A non-numeric id still renders the page, which says "Invalid event ID" (docs/product.md §8). */
function parseEventId(raw: string): number | null {
  return parseIdParam(raw) ?? null;
}

export const Route = createFileRoute('/event/$id')({
  staticData: { serverRendered: true },
  head: import.meta.env.SSR ? routeHead(eventHead) : undefined,
  loader: ({ context: { queryClient }, params }) => {
    const eventId = parseEventId(params.id);
    // Warm, do not wait: the page paints its skeleton at the top at once instead of the list staying on screen
    // until the event arrives (docs/product.md §2 Public routes). prefetchQuery never throws: the page shows a failed
    // fetch itself (a 404 as a friendly not-found page).
    if (eventId !== null) void queryClient.prefetchQuery(eventQueryOptions(eventId));
  },
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  const queryClient = useQueryClient();
  const eventId = parseEventId(id);
  // Seat counts change after a booking (or a sold-out answer): the event is refetched.
  const refreshEvent = () => {
    if (eventId !== null) void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) });
  };
  return <EventPage eventId={eventId} booking={(event, vatRate) => <Booking event={event} vatRate={vatRate} onTicketsChanged={refreshEvent} />} />;
}

type BookingProps = { event: TEvent; vatRate: number | null; onTicketsChanged: () => void };

/** The page's booking panel, and on phones the bar fixed to the bottom that opens it as a sheet. */
function Booking({ event, vatRate, onTicketsChanged }: BookingProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  return (
    <>
      <Suspense fallback={null}>
        <BookingPanel event={event} vatRate={vatRate} onTicketsChanged={onTicketsChanged} />
      </Suspense>
      <BookingBar
        event={event}
        onOpen={() => {
          setSheetWanted(true);
          setSheetOpen(true);
        }}
      />
      {sheetWanted ? (
        <Suspense fallback={null}>
          <BookingSheet event={event} vatRate={vatRate} open={sheetOpen} onOpenChange={setSheetOpen} onTicketsChanged={onTicketsChanged} />
        </Suspense>
      ) : null}
    </>
  );
}
