import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminBooking } from '../../../../contract/admin-catalogue';
import { AuditHistoryLink } from '../audit-history-link';
import { BanIcon } from '../dashboard-icons';
import type { BookingColumnsOptions, TBookingRecord } from './booking-columns';
import { canCancelBooking } from './booking-state';

type BookingActionsProps = Pick<BookingColumnsOptions, 'onCancel' | 'onOpenInvoice'> & { booking: TBookingRecord };

/** The order's payment, the booking's history in the audit log (docs/architecture.md §12) and, while usable, "Cancel booking". */
export function BookingActions({ booking, onCancel, onOpenInvoice }: BookingActionsProps) {
  const { t } = useLingui();
  const number = booking.booking_number;
  return (
    <HStack gap="2" wrap="wrap">
      {booking.invoice && onOpenInvoice ? <InvoiceButton invoice={booking.invoice} onOpen={onOpenInvoice} /> : null}
      <AuditHistoryLink entity="booking" id={booking.id} label={t`History of booking ${number}`} />
      {canCancelBooking(booking) ? (
        <Button
          variant="outline"
          colorPalette="red"
          size="xs"
          alignSelf="flex-start"
          aria-label={t`Cancel booking ${number}`}
          onClick={() => onCancel(booking)}
        >
          <BanIcon />
          <Trans>Cancel booking</Trans>
        </Button>
      ) : null}
    </HStack>
  );
}

/** The booking's order: its payment and refunds in a dialog; the button names the invoice. */
function InvoiceButton({ invoice, onOpen }: { invoice: TAdminBooking['invoice']; onOpen: (invoice: TAdminBooking['invoice']) => void }) {
  const { t } = useLingui();
  const number = invoice.number;
  return (
    <Button
      variant="outline"
      size="xs"
      alignSelf="flex-start"
      aria-label={t`Payment of invoice ${number}`}
      onClick={() => onOpen(invoice)}
      data-testid="booking-invoice"
    >
      <Trans>Payment</Trans>
    </Button>
  );
}
