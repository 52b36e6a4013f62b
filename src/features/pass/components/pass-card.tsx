import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TBooking } from '../../../../contract/bookings';
import { LabelledValue } from '../../../components/labelled-value';
import { TicketQrCode } from '../../../components/ticket-qr-code';
import { formatFullDateTime } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';
import { usesLeftText } from '../pass-format';
import { CodeCheckBadge } from './code-check-badge';
import { PAGE_ALIGNED_TEXT } from '../../../components/page-aligned-text';

const QR_MAX_PHONE = 'min(100%, 52vh)';

type PassCardProps = {
  booking: TBooking;
};

/** One admission at the gate: the QR as large as the screen allows, and who and what it admits. */
export function PassCard({ booking }: PassCardProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const bookingNumber = booking.booking_number;
  const starts = formatFullDateTime(booking.event.start_date, locale);
  const until = formatFullDateTime(booking.valid_until ?? booking.event.finish_date, locale);
  return (
    <Stack
      gap="0"
      bg="white"
      rounded="2xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border.muted"
      boxShadow="md"
      data-testid="pass-card"
      data-booking-number={bookingNumber}
    >
      <Box bg="brand.solid" color="brand.contrast" px="5" py="4">
        <Heading as="h2" size="lg" {...PAGE_ALIGNED_TEXT} lineClamp={2}>
          {booking.event.name}
        </Heading>
        <Text fontSize="sm" opacity={0.9}>
          {starts}
          {booking.event.location ? (
            <>
              {/* The Arabic comma in Arabic: a middle dot beside Arabic-Indic digits reads as the zero "٠". */}
              {locale === 'ar' ? '، ' : ' · '}
              <span dir="auto">{booking.event.location}</span>
            </>
          ) : null}
        </Text>
      </Box>
      <Stack align="center" gap="2" px="5" pt="5" pb="4">
        {/* Only paid bookings reach the pass, and each has its code; one without (a seat hold) draws no QR. */}
        {booking.code === null ? null : (
          <TicketQrCode
            value={booking.code}
            label={t`QR code for booking ${bookingNumber}`}
            w="full"
            // Large for the camera, yet the details below stay on a phone's first screen.
            maxW={{ base: QR_MAX_PHONE, md: '20rem' }}
            aspectRatio="1"
          />
        )}
        <Text fontFamily="mono" fontSize="xl" fontWeight="bold" letterSpacing="wider" dir="ltr" data-testid="pass-booking-number">
          {bookingNumber}
        </Text>
        {booking.code === null ? null : <CodeCheckBadge bookingId={booking.id} code={booking.code} />}
      </Stack>
      <Box borderTopWidth="2px" borderStyle="dashed" borderColor="border.muted" mx="5" />
      <Stack gap="3" px="5" py="4">
        <HStack gap="4" align="flex-start" justify="space-between">
          <LabelledValue label={<Trans>Holder</Trans>} strong lineClamp={2}>
            {booking.holder_name}
          </LabelledValue>
          <Box flexShrink="0" bg="green.100" color="green.800" fontWeight="bold" fontSize="sm" rounded="full" px="3" py="1" data-testid="pass-uses-left">
            {usesLeftText(booking.usage, locale)}
          </Box>
        </HStack>
        <LabelledValue label={<Trans>Ticket</Trans>} strong lineClamp={2}>
          {booking.ticket.name}
        </LabelledValue>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Valid until {until}</Trans>
        </Text>
      </Stack>
    </Stack>
  );
}
