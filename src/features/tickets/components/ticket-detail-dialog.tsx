import { Dialog, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TBooking } from '../../../../contract/bookings';
import { DialogFrame } from '../../../components/dialog-frame';
import { AlertIcon } from '../../../components/icons';
import { LabelledValue } from '../../../components/labelled-value';
import { TicketQrCode } from '../../../components/ticket-qr-code';
import { formatFullDateTime } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';
import { myTicketQueryOptions } from '../api/tickets.queries';
import { usageText } from '../ticket-format';
import { PrintLinks } from './print-links';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketWhenWhere } from './ticket-when-where';
import { UsageHistory } from './usage-history';
import { SendTicket } from './send-ticket';
import { WalletButtons } from './wallet-buttons';

type TicketDetailDialogProps = {
  /** The booking from the list: its QR shows at once while the history loads. */
  booking: TBooking | null;
  userId: number;
  onClose: () => void;
};

function DetailBody({ booking, userId }: { booking: TBooking; userId: number }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const detail = useQuery(myTicketQueryOptions(booking.id, userId));
  const current = detail.data?.booking ?? booking;
  const bookingNumber = current.booking_number;
  // Used up or expired: the code stays visible for reference, visibly dimmed. Cancelled: the pass is gone
  // (docs/product.md §2 cancellations), the dialog says so instead of drawing a code the door refuses.
  const usable = current.status === 'active';
  const cancelled = current.cancelled;
  const validFrom = current.valid_from ? formatFullDateTime(current.valid_from, locale) : null;
  const validUntil = formatFullDateTime(current.valid_until ?? current.event.finish_date, locale);
  return (
    <Stack gap="5">
      <TicketWhenWhere event={current.event} />
      <Stack align="center" gap="2">
        {cancelled ? (
          <Stack
            align="center"
            justify="center"
            gap="2"
            w="full"
            maxW="18rem"
            py="8"
            px="4"
            bg="red.50"
            color="red.800"
            borderWidth="1px"
            borderColor="red.200"
            rounded="md"
            textAlign="center"
            data-testid="ticket-cancelled"
          >
            <AlertIcon boxSize="8" aria-hidden="true" />
            <Text fontWeight="semibold">
              <Trans>This ticket was cancelled</Trans>
            </Text>
            <Text fontSize="sm">
              <Trans>It no longer has a QR code and cannot be used at the door.</Trans>
            </Text>
          </Stack>
        ) : current.code === null ? null : (
          // My Tickets lists paid bookings only, each with its code; one without (a seat hold) draws no QR.
          <TicketQrCode
            value={current.code}
            label={t`QR code for booking ${bookingNumber}`}
            w="full"
            maxW="18rem"
            aspectRatio="1"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="md"
            opacity={usable ? 1 : 0.45}
          />
        )}
        <Text fontFamily="mono" fontSize="lg" fontWeight="semibold" dir="ltr" data-testid="ticket-dialog-number">
          {bookingNumber}
        </Text>
        {usable || cancelled ? null : (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            <Trans>This ticket can no longer be used.</Trans>
          </Text>
        )}
      </Stack>
      <Stack gap="3">
        <LabelledValue label={<Trans>Ticket</Trans>}>{current.ticket.name}</LabelledValue>
        <LabelledValue label={<Trans>Holder</Trans>}>{current.holder_name}</LabelledValue>
        {current.received_from ? <LabelledValue label={<Trans>Sent to you by</Trans>}>{current.received_from}</LabelledValue> : null}
        <LabelledValue label={<Trans>Uses</Trans>}>{usageText(current.usage, locale)}</LabelledValue>
        {validFrom ? <LabelledValue label={<Trans>Valid from</Trans>}>{validFrom}</LabelledValue> : null}
        <LabelledValue label={<Trans>Valid until</Trans>}>{validUntil}</LabelledValue>
      </Stack>
      <PrintLinks booking={current} userId={userId} />
      <WalletButtons booking={current} />
      <SendTicket booking={current} />
      <Stack as="section" gap="2" aria-labelledby="usage-history-heading">
        <Heading as="h3" id="usage-history-heading" size="sm">
          <Trans>Usage history</Trans>
        </Heading>
        <UsageHistory usages={detail.data?.usages ?? null} loading={detail.isPending} failed={detail.isError} />
      </Stack>
    </Stack>
  );
}

/** docs/product.md §2 /my-tickets "ticket detail dialog with usage history", with the QR drawn on the device. */
export function TicketDetailDialog({ booking, userId, onClose }: TicketDetailDialogProps) {
  return (
    <DialogFrame
      open={booking !== null}
      onClose={onClose}
      title={booking ? booking.event.name : null}
      titleTyped
      titleAside={booking ? <TicketStatusBadge badge={booking.badge} cancelled={booking.cancelled} /> : null}
      size={{ base: 'full', sm: 'md' }}
      // The page scrolls, not a region inside the dialog (a scrollable region needs its own focus stop).
      scrollBehavior="outside"
      // Clear of the screen's top and bottom on desktop (docs/ui.md); full screen on phones. The dialog is tall
      // (QR, facts, history), so a fixed margin rather than centring; the page scrolls past it.
      positionerProps={{ alignItems: 'flex-start' }}
      contentProps={{ my: { base: '0', sm: '10' } }}
    >
      {booking ? (
        <Dialog.Body pb="6">
          <DetailBody booking={booking} userId={userId} />
        </Dialog.Body>
      ) : null}
    </DialogFrame>
  );
}
