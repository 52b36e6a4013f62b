import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { eventQueryOptions } from '../../features/events/api/events.queries';
import { EventPage } from '../../features/events/components/event-page';

const ZEventIdSchema = z.coerce.number().int().positive();

/** A non-numeric id still renders the page, which says "Invalid event ID" (spec §8). */
function parseEventId(raw: string): number | null {
  const parsed = ZEventIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export const Route = createFileRoute('/event/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const eventId = parseEventId(params.id);
    // prefetchQuery never throws: a failed fetch is shown by the page as "Failed to fetch event".
    if (eventId !== null) await queryClient.prefetchQuery(eventQueryOptions(eventId));
  },
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  return <EventPage eventId={parseEventId(id)} />;
}
