import { HStack, Stack, Text } from '@chakra-ui/react';
import type { TBooking } from '../../../../contract/bookings';
import { EventLocationLine } from '../../../components/event-facts.plain';
import { CalendarIcon } from '../../../components/icons';
import { formatDateTimeRange } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';

type TicketWhenWhereProps = {
  event: TBooking['event'];
};

/**
 * What a ticket holder needs first: when the event is and where (docs/product.md §2 My Tickets), from the booking itself, so it
 * reads the same offline (the bookings are saved whole on the device, src/offline/tickets-store.ts).
 */
export function TicketWhenWhere({ event }: TicketWhenWhereProps) {
  const locale = useAppLocale();
  return (
    <Stack gap="1.5">
      <HStack gap="2" color="brand.fg" fontSize="sm" fontWeight="semibold" align="flex-start">
        <CalendarIcon flexShrink="0" mt="0.5" />
        <Text data-testid="ticket-when">
          <time dateTime={event.start_date}>{formatDateTimeRange(event.start_date, event.finish_date, locale)}</time>
        </Text>
      </HStack>
      <Stack data-testid="ticket-where" gap="0">
        <EventLocationLine location={event.location} />
      </Stack>
    </Stack>
  );
}
