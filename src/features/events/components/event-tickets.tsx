import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { TEventTicket } from '../../../../contract/events';
import { TicketIcon } from '../../../components/icons';
import { formatOMR, isFree } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';

type EventTicketsProps = {
  tickets: TEventTicket[];
};

/** Ticket types with price; sold-out ones are marked Booked Out (booking comes with a later task). */
export function EventTickets({ tickets }: EventTicketsProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  return (
    <Stack as="section" gap="4" aria-labelledby="tickets-heading">
      <Heading as="h2" id="tickets-heading" size="xl">
        {t`Tickets`}
      </Heading>
      {tickets.length === 0 ? (
        <Text color="fg.muted">
          {t`Tickets for this event are not on sale yet.`}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {tickets.map((ticket) => (
            <HStack
              as="li"
              key={ticket.id}
              justify="space-between"
              gap="4"
              p="4"
              bg="white"
              rounded="lg"
              borderWidth="1px"
              borderColor={ticket.sold_out ? 'border.muted' : 'brand.emphasized'}
              opacity={ticket.sold_out ? 0.7 : 1}
              aria-disabled={ticket.sold_out || undefined}
            >
              <HStack gap="3" minW="0">
                <Box color="brand.fg" flexShrink="0">
                  <TicketIcon boxSize="5" />
                </Box>
                <Text fontWeight="semibold" truncate dir="auto">
                  {ticket.name}
                </Text>
              </HStack>
              <HStack gap="3" flexShrink="0">
                {ticket.sold_out ? (
                  <Badge colorPalette="red" variant="subtle">
                    {t`Booked Out`}
                  </Badge>
                ) : null}
                <Text fontWeight="bold" color={isFree(ticket.price) ? 'green.700' : 'fg'}>
                  {isFree(ticket.price) ? t`Free` : formatOMR(ticket.price, locale)}
                </Text>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
