import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { TBooking } from '../../../../contract/bookings';
import { TicketIcon } from '../../../components/icons';
import { QrCodeIcon } from '../../../components/wallet-icons';
import { formatFullDateTime } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';
import { usageText } from '../ticket-format';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketWhenWhere } from './ticket-when-where';
import { PAGE_ALIGNED_TEXT } from '../../../components/page-aligned-text';

type TicketCardProps = {
  booking: TBooking;
  onOpen: (booking: TBooking) => void;
};

/** One booking in a My Tickets tab: event, when and where, then ticket, number, uses, badge, validity. */
export function TicketCard({ booking, onOpen }: TicketCardProps) {
  const locale = useAppLocale();
  const validUntil = booking.valid_until ?? booking.event.finish_date;
  const until = formatFullDateTime(validUntil, locale);
  const sentTo = booking.transfer?.to ?? null;
  const receivedFrom = booking.received_from;
  return (
    <Stack
      as="li"
      gap="3"
      p="4"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      boxShadow="xs"
      data-testid="ticket-card"
      data-booking-number={booking.booking_number}
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Heading as="h3" size="md" {...PAGE_ALIGNED_TEXT} minW="0" lineClamp={2}>
          {booking.event.name}
        </Heading>
        <TicketStatusBadge badge={booking.badge} cancelled={booking.cancelled} />
      </HStack>
      <TicketWhenWhere event={booking.event} />
      <Stack gap="1.5" fontSize="sm">
        <HStack gap="2" minW="0">
          <TicketIcon color="brand.fg" flexShrink="0" />
          <Text fontWeight="medium" {...PAGE_ALIGNED_TEXT} truncate>
            {booking.ticket.name}
          </Text>
        </HStack>
        <HStack gap="2" wrap="wrap" color="fg.muted">
          <Text fontFamily="mono" dir="ltr" color="fg">
            {booking.booking_number}
          </Text>
          {/* A bar, not a middle dot: beside Arabic-Indic digits a dot reads as the zero "٠". */}
          <Box aria-hidden="true" alignSelf="stretch" my="0.5" borderStartWidth="1px" borderColor="border" />
          <Text data-testid="ticket-usage">{usageText(booking.usage, locale)}</Text>
        </HStack>
        <HStack gap="2" color="fg.muted" align="flex-start">
          <Text>
            <Trans>Valid until {until}</Trans>
          </Text>
        </HStack>
        {sentTo ? (
          <Text color="fg.muted" data-testid="ticket-card-sent-to">
            <Trans>
              Sent to <bdi>{sentTo}</bdi>, waiting for them to accept
            </Trans>
          </Text>
        ) : receivedFrom ? (
          <Text color="fg.muted" data-testid="ticket-card-received">
            <Trans>Sent to you by {receivedFrom}</Trans>
          </Text>
        ) : null}
      </Stack>
      <Box>
        <Button type="button" size="sm" variant="outline" onClick={() => onOpen(booking)}>
          <QrCodeIcon />
          <Trans>Show ticket</Trans>
        </Button>
      </Box>
    </Stack>
  );
}
